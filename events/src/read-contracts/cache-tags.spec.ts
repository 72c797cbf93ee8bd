import { tagOfMessage } from './cache-tags.ts';

describe('tagOfMessage', () => {
  it('gives the tag of a message name', () => {
    expect(tagOfMessage('recalcOfferTableSP')).toBe('OFFER');
    expect(tagOfMessage('recalcMarketImportJobs')).toBe('MARKET_IMPORT_JOB');
  });

  it('gives none for a name of no list, Object’s own keys included', () => {
    expect(tagOfMessage('messageAdmin')).toBeUndefined();
    expect(tagOfMessage('constructor')).toBeUndefined();
    expect(tagOfMessage('toString')).toBeUndefined();
  });
});
