import { volumeDeviation } from './volume-deviation.ts';

describe('volumeDeviation (the 10 % question)', () => {
  it('asks above 10 % either way', () => {
    expect(volumeDeviation('1120000', '1000000')).toEqual({ percent: '12.00', ask: true });
    expect(volumeDeviation('899999', '1000000')).toEqual({ percent: '-10.00', ask: true });
  });

  it('does not ask at exactly 10 % or below', () => {
    expect(volumeDeviation('1100000', '1000000')).toEqual({ percent: '10.00', ask: false });
    expect(volumeDeviation('950000', '1000000')).toEqual({ percent: '-5.00', ask: false });
  });

  it('asks without history unless nothing is expected either', () => {
    expect(volumeDeviation('5', '0')).toEqual({ percent: null, ask: true });
    expect(volumeDeviation('0', '0')).toEqual({ percent: null, ask: false });
  });
});
