import { cardsFor, marketTeaserHasData, partnerActivity, recentlyChanged, tallyOf } from './dashboard-cards.ts';

describe('dashboard cards', () => {
  it('gives each role what it manages first, then the procurement cards of spec section 2', () => {
    const procurement = ['todos', 'offers', 'strategies', 'tranches', 'market'];
    expect(cardsFor('admin', null)).toEqual(['partners', ...procurement]);
    expect(cardsFor('salesPartner', null)).toEqual(['customers', 'users', ...procurement]);
    expect(cardsFor('customer', 'FI')).toEqual(['company', 'users', ...procurement]);
  });

  it('counts no users for a private customer, who may not list any', () => {
    expect(cardsFor('customer', 'PR')).toEqual(['company', 'todos', 'offers', 'strategies', 'tranches', 'market']);
  });

  it('shows a visitor no cards', () => {
    expect(cardsFor('default', null)).toEqual([]);
  });

  it('counts a page and says when the list goes on', () => {
    expect(tallyOf({ rows: [1, 2, 3], hasNext: false })).toEqual({ count: 3, more: false });
    expect(tallyOf({ rows: [1, 2], hasNext: true })).toEqual({ count: 2, more: true });
  });

  it('splits partners into active and inactive', () => {
    expect(partnerActivity([{ active: true }, { active: false }, { active: true }])).toEqual({ active: 2, inactive: 1 });
    expect(partnerActivity([])).toEqual({ active: 0, inactive: 0 });
  });

  it('lists the rows changed last, newest first, without reordering the input', () => {
    const rows = [
      { id: 'a', updatedAt: '2026-11-01T10:00:00.000Z' },
      { id: 'b', updatedAt: '2026-11-20T09:00:00.000Z' },
      { id: 'c', updatedAt: '2026-11-10T08:00:00.000Z' },
    ];
    expect(recentlyChanged(rows, 2).map((row) => row.id)).toEqual(['b', 'c']);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows the market teaser once there is a settlement, a spot day or a currency with rates', () => {
    const none = { market: 'CH' as const, forward: null, spot: null };
    expect(marketTeaserHasData({ markets: [none, { ...none, market: 'DE' }], currencies: [] })).toBe(false);
    expect(marketTeaserHasData({ markets: [{ ...none, spot: { seriesId: 'SPOT:CH', day: '2025-02-01', average: '80.12', unit: 'EUR/MWh' } }], currencies: [] })).toBe(true);
    expect(marketTeaserHasData({ markets: [none], currencies: ['CHF', 'EUR'] })).toBe(true);
  });
});
