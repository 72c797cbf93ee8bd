import { atEnd, atStart, coversSpan, dataSpan, panRange, presetOf, presetRange, zoomRange } from './market-range.ts';

const span = { from: '2024-01-01', to: '2024-12-31' };

describe('the period of a market chart', () => {
  it('spans the picked series from the earliest first day to the latest last day', () => {
    const infos = [
      { id: 'SPOT:CH', from: '2024-03-01', to: '2024-12-31' },
      { id: 'SPOT:DE-LU', from: '2023-06-01', to: '2024-11-30' },
      { id: 'FX:ECB:EUR-CHF', from: '1999-01-04', to: '2025-01-31' },
    ];
    expect(dataSpan(infos, ['SPOT:CH', 'SPOT:DE-LU'])).toEqual({ from: '2023-06-01', to: '2024-12-31' });
    expect(dataSpan(infos, [])).toBeNull();
    expect(dataSpan(infos, ['SPOT:XX'])).toBeNull();
  });

  it('ends each preset at the data’s latest day and never starts before its first', () => {
    expect(presetRange('1m', span)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetRange('3m', span)).toEqual({ from: '2024-10-01', to: '2024-12-31' });
    expect(presetRange('1y', span)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(presetRange('all', span)).toEqual(span);
    expect(presetRange('1y', { from: '2024-11-15', to: '2024-12-31' })).toEqual({ from: '2024-11-15', to: '2024-12-31' });
  });

  it('names the preset a period is, preferring the shortest', () => {
    expect(presetOf({ from: '2024-12-01', to: '2024-12-31' }, span)).toBe('1m');
    expect(presetOf(span, span)).toBe('1y');
    expect(presetOf({ from: '2024-12-02', to: '2024-12-31' }, span)).toBeNull();
    expect(presetOf({ from: '2023-01-01', to: '2024-12-31' }, { from: '2023-01-01', to: '2024-12-31' })).toBe('all');
  });

  it('zooms in to half the days around the middle, down to one day', () => {
    expect(zoomRange({ from: '2024-01-01', to: '2024-01-31' }, 'in', span)).toEqual({ from: '2024-01-09', to: '2024-01-23' });
    expect(zoomRange({ from: '2024-05-10', to: '2024-05-11' }, 'in', span)).toEqual({ from: '2024-05-10', to: '2024-05-10' });
    expect(zoomRange({ from: '2024-05-10', to: '2024-05-10' }, 'in', span)).toEqual({ from: '2024-05-10', to: '2024-05-10' });
  });

  it('zooms out to twice the days, moved inside the data, at most all of it', () => {
    expect(zoomRange({ from: '2024-06-10', to: '2024-06-19' }, 'out', span)).toEqual({ from: '2024-06-05', to: '2024-06-24' });
    expect(zoomRange({ from: '2024-12-20', to: '2024-12-31' }, 'out', span)).toEqual({ from: '2024-12-08', to: '2024-12-31' });
    expect(zoomRange({ from: '2024-02-01', to: '2024-09-30' }, 'out', span)).toEqual(span);
  });

  it('moves by half the period to earlier or later days, stopping at the data’s ends', () => {
    expect(panRange({ from: '2024-06-11', to: '2024-06-20' }, 'earlier', span)).toEqual({ from: '2024-06-06', to: '2024-06-15' });
    expect(panRange({ from: '2024-06-11', to: '2024-06-20' }, 'later', span)).toEqual({ from: '2024-06-16', to: '2024-06-25' });
    expect(panRange({ from: '2024-01-03', to: '2024-01-12' }, 'earlier', span)).toEqual({ from: '2024-01-01', to: '2024-01-10' });
    expect(panRange({ from: '2024-12-25', to: '2024-12-31' }, 'later', span)).toEqual({ from: '2024-12-25', to: '2024-12-31' });
  });

  it('tells when the period already reaches an end of the data', () => {
    expect(coversSpan(span, span)).toBe(true);
    expect(coversSpan({ from: '2024-01-02', to: '2024-12-31' }, span)).toBe(false);
    expect(atStart({ from: '2024-01-01', to: '2024-02-01' }, span)).toBe(true);
    expect(atEnd({ from: '2024-01-01', to: '2024-02-01' }, span)).toBe(false);
  });
});
