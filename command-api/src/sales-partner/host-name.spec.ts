import type { HostNameEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { hostNameDecider as decider } from './host-name.ts';
import { alphaId, betaId } from './testing/partner-fixtures.ts';

const byAlpha = { kind: 'domain' as const, name: 'alpha.localhost', salesPartnerId: alphaId };
const byBeta = { ...byAlpha, salesPartnerId: betaId };
const reserved: HostNameEvent = { type: 'HostNameReserved', data: byAlpha };
const released: HostNameEvent = { type: 'HostNameReleased', data: byAlpha };

describe('host name decider', () => {
  it('reserves a free name', () => {
    given(decider, []).when({ type: 'ReserveHostName', data: byAlpha, field: 'data.domains.0' }).then([reserved]);
  });

  it('does nothing when the same partner reserves again', () => {
    given(decider, [reserved]).when({ type: 'ReserveHostName', data: byAlpha, field: 'data.domains.0' }).then([]);
  });

  it('refuses a name another partner holds, at the command\'s field', () => {
    given(decider, [reserved]).when({ type: 'ReserveHostName', data: byBeta, field: 'data.domains.2' }).thenThrows('VALIDATION_ERROR', 'data.domains.2');
  });

  it('lets another partner take a released name', () => {
    given(decider, [reserved, released]).when({ type: 'ReserveHostName', data: byBeta, field: 'data.domains.0' }).then([{ type: 'HostNameReserved', data: byBeta }]);
  });

  it('releases only what the partner holds', () => {
    given(decider, [reserved]).when({ type: 'ReleaseHostName', data: byAlpha }).then([released]);
    given(decider, [reserved]).when({ type: 'ReleaseHostName', data: byBeta }).then([]);
    given(decider, []).when({ type: 'ReleaseHostName', data: byAlpha }).then([]);
  });
});
