import { defaultPlatformConfig, platformConfigStream } from '@portal/events';
import { cancelTimer, type CancelTimer, type PortalCommand } from '../runtime/reactor.ts';
import { offerRequested } from '../runtime/testing/offer-fixtures.ts';
import { given } from '../runtime/testing/reaction-spec.ts';
import { recorded } from '../runtime/testing/recorded.ts';
import { expiryCommandId } from './expiry-schedule.ts';
import { offerExpiryReactor } from './offer-expiry-reactor.ts';

const requested = (offerId: string, offerDate: string, position: number, marketArea = 'CH') =>
  recorded('OfferRequested', offerRequested({ offerId, offerDate, marketArea }), position, `offer-${offerId}`);
const released = (offerId: string, expiresAt: string, position: number) =>
  recorded('OfferReleased', { offerId, releasedAt: '2026-11-26T09:00:00.000Z', expiresAt, forecastVolumes: [] }, position, `offer-${offerId}`);
const settled = (type: string, offerId: string, position: number) => recorded(type, { offerId }, position, `offer-${offerId}`);
const seeded = recorded('PlatformConfigSeeded', { lists: defaultPlatformConfig }, 1, platformConfigStream);

/** ExpireOffer at `at`, kept by the runner under the offer, its id from the offer and the time. */
const expireAt = (offerId: string, at: string): PortalCommand | CancelTimer => ({
  type: 'ExpireOffer',
  data: { offerId },
  key: offerId,
  at,
  commandId: expiryCommandId({ offerId, dueAt: at }),
});

describe('offer expiry reaction', () => {
  it('sets a timer for the local midnight after the offer day of a requested offer', async () => {
    await given([seeded]).when(offerExpiryReactor, requested('500001', '2026-11-26', 2)).then([expireAt('500001', '2026-11-26T23:00:00.000Z')]);
  });

  it('takes the market area\'s zone from the configuration before the request', async () => {
    // A zone an hour off Zurich's, so the answer shows which zone was taken.
    const lists = { ...defaultPlatformConfig, marketareasAllObj: [...defaultPlatformConfig.marketareasAllObj, { ...defaultPlatformConfig.marketareasAllObj[0]!, id: 'UK', timeZone: 'Europe/London' }] };
    const config = recorded('PlatformConfigSeeded', { lists }, 1, platformConfigStream);
    await given([config]).when(offerExpiryReactor, requested('500002', '2026-07-01', 2, 'UK')).then([expireAt('500002', '2026-07-01T23:00:00.000Z')]);
    // Seeded only after the request: not yet known to it.
    const later = recorded('PlatformConfigSeeded', { lists }, 3, platformConfigStream);
    await given([later]).when(offerExpiryReactor, requested('500002', '2026-07-01', 2, 'UK')).then([expireAt('500002', '2026-07-01T22:00:00.000Z')]);
  });

  it('falls back to Europe/Zurich without a configuration', async () => {
    await given([]).when(offerExpiryReactor, requested('500003', '2026-07-01', 2, 'XX')).then([expireAt('500003', '2026-07-01T22:00:00.000Z')]);
  });

  it('moves the timer to expiresAt on release', async () => {
    await given([seeded, requested('500001', '2026-11-26', 2)]).when(offerExpiryReactor, released('500001', '2026-11-26T10:00:00.000Z', 3)).then([expireAt('500001', '2026-11-26T10:00:00.000Z')]);
  });

  it('cancels the timer once the offer is accepted, rejected or expired', async () => {
    for (const type of ['OfferAccepted', 'OfferRejected', 'OfferExpired']) await given([]).when(offerExpiryReactor, settled(type, '500001', 4)).then([cancelTimer('500001')]);
  });

  it('asks for nothing on pricing: a priced offer still ends with its day', async () => {
    await given([]).when(offerExpiryReactor, recorded('OfferPriced', { offerId: '500001' }, 3, 'offer-500001')).then([]);
  });

  it('reads a pending offer the expiry kept before the runner kept its timers as the same timer', () => {
    const cause = { id: 'event-1', correlationId: 'correlation-1', tenant: 'tenant-a' };
    expect(offerExpiryReactor.restoreTimer?.({ offerId: '500001', dueAt: '2026-11-26T10:00:00.000Z', before: 'acceptance', cause })).toEqual({
      key: '500001',
      at: '2026-11-26T10:00:00.000Z',
      type: 'ExpireOffer',
      data: { offerId: '500001' },
      commandId: expiryCommandId({ offerId: '500001', dueAt: '2026-11-26T10:00:00.000Z' }),
      cause,
    });
  });
});
