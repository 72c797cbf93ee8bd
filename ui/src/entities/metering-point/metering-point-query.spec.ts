import { apiFilter, directionOfTypeId, emptyFilter, meteringPointExportUrl, meteringPointListUrl, searchTooShort, typeIdOfDirection } from './metering-point-query.ts';

describe('metering point list filters', () => {
  it('sends a search only from 3 characters, trimmed', () => {
    expect(apiFilter({ ...emptyFilter, search: 'Be' })).toEqual({});
    expect(searchTooShort('Be')).toBe(true);
    expect(apiFilter({ ...emptyFilter, search: '  Ber ' })).toEqual({ search: 'Ber' });
    expect(searchTooShort('Ber')).toBe(false);
    // an empty search is no search, and no hint
    expect(searchTooShort('  ')).toBe(false);
  });

  it('leaves out empty choices and a customer number that is not one', () => {
    expect(apiFilter({ search: '', direction: 'PROD', country: 'CH', marketArea: 'CH-SWISSGRID', customerId: '' })).toEqual({ direction: 'PROD', country: 'CH', marketArea: 'CH-SWISSGRID' });
    expect(apiFilter({ ...emptyFilter, customerId: '0042' })).toEqual({});
    expect(apiFilter({ ...emptyFilter, customerId: ' 42 ' })).toEqual({ customerId: '42' });
  });

  it('builds the list query with paging first and the filters in a fixed order, encoded', () => {
    expect(meteringPointListUrl({ limit: 10, filter: {} })).toBe('/api/meteringpoints?limit=10');
    expect(meteringPointListUrl({ limit: 10, after: 'k 1', filter: { marketArea: 'DE-AMP', search: 'Bahnhof & Co', direction: 'CONS' } })).toBe(
      '/api/meteringpoints?limit=10&after=k+1&search=Bahnhof+%26+Co&direction=CONS&marketArea=DE-AMP',
    );
  });

  it('exports with the same filters and no paging', () => {
    expect(meteringPointExportUrl({})).toBe('/api/meteringpoints/export.csv');
    expect(meteringPointExportUrl({ customerId: '7', country: 'DE' })).toBe('/api/meteringpoints/export.csv?customerId=7&country=DE');
  });

  it("reads the spec's meteringpointTypeId: 1 is consumption, anything else production", () => {
    expect(directionOfTypeId('1')).toBe('CONS');
    expect(directionOfTypeId('2')).toBe('PROD');
    expect(directionOfTypeId('7')).toBe('PROD');
    expect(typeIdOfDirection('CONS')).toBe('1');
    expect(typeIdOfDirection('PROD')).toBe('2');
  });
});
