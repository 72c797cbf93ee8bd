import { defaultProductFees, products } from '@portal/events';
import { eventsFrom, projectView } from '../testing/project-view.ts';
import { marginsServiceFeesAnswerOf, marginsServiceFeesView as view } from './margins-service-fees-view.ts';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const at = eventsFrom(10);
const fees = (margin: string) => products.map((product) => ({ ...defaultProductFees(product), margin }));

describe('margins and service fees view', () => {
  const first = at('MarginsServiceFeesSet', { salesPartnerId: alpha, fees: fees('1') });
  const second = at('MarginsServiceFeesSet', { salesPartnerId: alpha, fees: fees('2.5') });

  it('keeps the rows last set with their time; a replayed or older event changes nothing', () => {
    const docs = projectView(view, [first, second, first], true);
    expect(marginsServiceFeesAnswerOf(alpha, docs.get(alpha) ?? null)).toEqual({ salesPartnerId: alpha, fees: fees('2.5'), updatedAt: second.metadata.occurredAt });
    expect(docs.get(alpha)?.position).toBe(second.globalPosition.toString());
  });

  it('answers the defaults for a partner that never set any, and forgets a deleted partner', () => {
    expect(marginsServiceFeesAnswerOf(alpha, null)).toEqual({ salesPartnerId: alpha, fees: products.map(defaultProductFees), updatedAt: null });
    expect(projectView(view, [first, at('SalesPartnerDeleted', { salesPartnerId: alpha, domains: [] })]).size).toBe(0);
  });
});
