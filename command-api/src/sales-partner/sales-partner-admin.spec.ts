import type { SalesPartnerEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { salesPartnerDecider as decider } from './sales-partner.ts';
import { alphaId, partner, pdfHash } from './testing/partner-fixtures.ts';

const created: SalesPartnerEvent = { type: 'SalesPartnerCreated', data: partner() };
const id = { salesPartnerId: alphaId };
const deactivated: SalesPartnerEvent = { type: 'SalesPartnerDeactivated', data: id };
const deleted: SalesPartnerEvent = { type: 'SalesPartnerDeleted', data: { ...id, domains: partner().domains } };
const template = (language: 'de' | 'en', name: string, file = pdfHash) => ({ type: 'PublishDocumentTemplate' as const, data: { ...id, language, name, file } });

describe('sales partner decider: administration', () => {
  it('deactivates an active partner and activates it again, each once', () => {
    given(decider, [created]).when({ type: 'DeactivateSalesPartner', data: id }).then([deactivated]);
    given(decider, [created, deactivated]).when({ type: 'DeactivateSalesPartner', data: id }).then([]);
    given(decider, [created, deactivated]).when({ type: 'ActivateSalesPartner', data: id }).then([{ type: 'SalesPartnerActivated', data: id }]);
    given(decider, [created]).when({ type: 'ActivateSalesPartner', data: id }).then([]);
  });

  it('sets public registration only when it changes', () => {
    given(decider, [created]).when({ type: 'SetPublicRegistration', data: { ...id, allowed: true } }).then([]);
    given(decider, [created]).when({ type: 'SetPublicRegistration', data: { ...id, allowed: false } }).then([{ type: 'PublicRegistrationSet', data: { ...id, allowed: false } }]);
  });

  // Offers are the partner's offer ledger's rule (offer/offer-ledger.spec.ts), decided in the same unit.
  it('deletes a partner, naming the host names it frees', () => {
    given(decider, [created]).when({ type: 'DeleteSalesPartner', data: id }).then([deleted]);
    given(decider, [created, deleted]).when({ type: 'DeleteSalesPartner', data: id }).then([]);
  });

  it('knows a deleted partner no more, and does not create it again', () => {
    given(decider, [created, deleted]).when({ type: 'ActivateSalesPartner', data: id }).thenThrows('ERR_BAD_REQUEST');
    given(decider, [created, deleted]).when(template('de', 'Offerte')).thenThrows('ERR_BAD_REQUEST');
    given(decider, [created, deleted]).when({ type: 'CreateSalesPartner', data: partner(), config: {} as never }).thenThrows('VALIDATION_ERROR', 'data.salesPartnerId');
  });

  it('numbers document template versions per partner; the same file again changes nothing', () => {
    const v1: SalesPartnerEvent = { type: 'DocumentTemplatePublished', data: { ...id, version: 1, language: 'de', name: 'Offerte', file: pdfHash } };
    given(decider, [created]).when(template('de', 'Offerte')).then([v1]);
    given(decider, [created, v1]).when(template('de', 'Offerte')).then([]);
    given(decider, [created, v1]).when(template('en', 'Offer')).then([{ type: 'DocumentTemplatePublished', data: { ...id, version: 2, language: 'en', name: 'Offer', file: pdfHash } }]);
    given(decider, [created, v1]).when(template('de', 'Offerte', 'c'.repeat(64))).then([{ type: 'DocumentTemplatePublished', data: { ...id, version: 2, language: 'de', name: 'Offerte', file: 'c'.repeat(64) } }]);
  });
});
