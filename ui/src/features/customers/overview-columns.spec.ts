import { overviewColumns } from './overview-columns.ts';

describe('overviewColumns', () => {
  it('shows every field the rows carry once, ids left out', () => {
    const columns = overviewColumns([{ id: 'x', customerId: 'c', offerId: '7', year: 2027 }, { id: 'y', offerId: '8', note: null }]);
    expect(columns.map((c) => c.colId)).toEqual(['offerId', 'year', 'note']);
  });

  it('has no columns for no rows, so the grid says it is empty', () => {
    expect(overviewColumns([])).toEqual([]);
  });

  it('renders missing values empty and objects as JSON', () => {
    const [column] = overviewColumns([{ volume: { kwh: 5 } }]);
    const value = (data: Record<string, unknown>) => (column?.valueGetter as (p: { data: Record<string, unknown> }) => string)({ data });
    expect(value({ volume: { kwh: 5 } })).toBe('{"kwh":5}');
    expect(value({})).toBe('');
  });
});
