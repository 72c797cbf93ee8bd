import { namedFirst, offerTabOf, offerTabPath, offerTabsFor, pointsQuery } from './offer-tabs.ts';

describe('the offer detail tabs', () => {
  it('shows a customer every tab but the margin', () => {
    expect(offerTabsFor('customer').map((tab) => tab.segment)).toEqual(['details', 'pricing', 'time-series', 'meteringpoints', 'documents', 'monthly-overview']);
    expect(offerTabsFor('salesPartner').map((tab) => tab.segment)).toContain('margin');
    expect(offerTabsFor('admin').map((tab) => tab.segment)).toContain('margin');
  });

  it('knows the tab of a path and the path of a tab', () => {
    expect(offerTabOf('/offers/500001/time-series')).toBe('time-series');
    expect(offerTabOf('/offers/500001')).toBe('details');
    expect(offerTabPath('500001', 'meteringpoints')).toBe('/offers/500001/meteringpoints');
  });

  it('reads the metering points query: type 1 is consumption, anything else production', () => {
    expect(pointsQuery(new URLSearchParams('action=show&meteringcode=CH2001&meteringpointtype=1'))).toEqual({ action: 'show', meteringcode: 'CH2001', direction: 'CONS' });
    expect(pointsQuery(new URLSearchParams('meteringcode=CH2001&meteringpointtype=7')).direction).toBe('PROD');
    expect(pointsQuery(new URLSearchParams(''))).toEqual({ action: null, meteringcode: null, direction: null });
  });

  it('lists the named point first, by code and direction', () => {
    const points = [
      { code: 'CH1', direction: 'CONS' as const },
      { code: 'CH2', direction: 'CONS' as const },
      { code: 'CH2', direction: 'PROD' as const },
    ];
    expect(namedFirst(points, { action: null, meteringcode: 'ch2', direction: 'PROD' })).toEqual({ rows: [points[2], points[0], points[1]], named: points[2] });
    expect(namedFirst(points, { action: null, meteringcode: 'CH9', direction: null })).toEqual({ rows: points, named: null });
    expect(namedFirst(points, { action: null, meteringcode: null, direction: null }).named).toBeNull();
  });
});
