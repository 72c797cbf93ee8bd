import { Decimal, toDecimalString, type DecimalString } from '../units/decimal.ts';
import type { LoadProfileLimits } from '../platform-config/business-limits.ts';
import type { UtcQuarterHour } from '../units/quarter-hours.ts';
import type { SeriesValues } from '../units/series-values.ts';
import { kwToMicro, microPerKw } from './values.ts';
import type { ProblemList } from './problems.ts';

/** Energy and peak of one direction: kWh rounded half up to 3 decimals, the peak as written. */
export interface DirectionSummary {
  readonly kwh: DecimalString;
  readonly maxKw: DecimalString;
}

// Whole micro-kW stay exact in a double up to 2^53; the partial sum is moved into a BigInt well
// before (1,000 values of at most 2,000,000 kW are 2e15 µkW).
const flushEvery = 1000;

/**
 * Sums, peak and the share above the threshold of one value column, over the values that are
 * readable and within the maximum (a value refused for being above it is not counted twice).
 */
export class DirectionTotals {
  private total = 0n;
  private partial = 0;
  private inPartial = 0;
  private peak = -1;
  private aboveThreshold = 0;
  private counted = 0;
  /** kW per slot of the period while the rows are read (NaN until a row fills it); `series` hands them on. */
  private readonly values: Float64Array | null;
  readonly direction: 'CONS' | 'PROD';
  private readonly thresholdMicro: number;

  constructor(direction: 'CONS' | 'PROD', thresholdMicro: number, slots: number, withValues: boolean) {
    this.direction = direction;
    this.thresholdMicro = thresholdMicro;
    this.values = withValues ? new Float64Array(slots).fill(NaN) : null;
  }

  add(micro: number, slot: number): void {
    this.partial += micro;
    this.counted += 1;
    if (micro > this.peak) this.peak = micro;
    if (micro > this.thresholdMicro) this.aboveThreshold += 1;
    if (this.values && slot >= 0 && slot < this.values.length) this.values[slot] = micro / microPerKw;
    this.inPartial += 1;
    if (this.inPartial === flushEvery) this.flush();
  }

  /** The kW read, as a series from the period's first slot; empty when the check was asked for no values. */
  series(start: UtcQuarterHour, minutes: 15 | 60): SeriesValues<'kW'> {
    return { start, minutes, unit: 'kW', values: this.values ?? new Float64Array(0) };
  }

  private flush(): void {
    this.total += BigInt(this.partial);
    this.partial = 0;
    this.inPartial = 0;
  }

  /** kWh: a kW value over a quarter hour is kW / 4 kWh (spec section 9), over an hour kW * 1. */
  energyKwh(resolution: 15 | 60): Decimal {
    this.flush();
    return new Decimal(this.total.toString()).div(microPerKw).div(60 / resolution);
  }

  summary(resolution: 15 | 60): DirectionSummary {
    const peak = this.peak < 0 ? new Decimal(0) : new Decimal(this.peak).div(microPerKw);
    return { kwh: toDecimalString(this.energyKwh(resolution), 3), maxKw: toDecimalString(peak) };
  }

  /** The share and sum rules, reported on the whole file (no line). */
  checkTotals(limits: LoadProfileLimits, resolution: 15 | 60, forOrder: boolean, problems: ProblemList): void {
    this.shareAboveThresholdRule(limits, problems);
    if (forOrder) this.minimumSumRule(limits, resolution, problems);
  }

  /** `shareAboveThreshold`: enough of the counted values lie above the threshold. */
  private shareAboveThresholdRule(limits: LoadProfileLimits, problems: ProblemList): void {
    const wantedHundredths = Math.round(limits.minShareAboveThresholdPercent * 100);
    // above / counted >= percent / 100, in integers: above * 10,000 >= hundredths of a percent * counted
    if (this.counted === 0 || this.aboveThreshold * 10_000 >= wantedHundredths * this.counted) return;
    const share = new Decimal(this.aboveThreshold).times(100).div(this.counted);
    problems.add(
      'VALIDATION_ERROR',
      'shareAboveThreshold',
      `${toDecimalString(share, 2)} % of ${this.column} lie above ${limits.thresholdKw} kW; at least ${limits.minShareAboveThresholdPercent} % must`,
    );
  }

  /** `minimumSum`: an order's profile holds at least the minimum energy per direction. */
  private minimumSumRule(limits: LoadProfileLimits, resolution: 15 | 60, problems: ProblemList): void {
    const kwh = this.energyKwh(resolution);
    if (kwh.lessThan(limits.minSumKwhForOrders)) {
      problems.add('VALIDATION_ERROR', 'minimumSum', `${this.column} sum to ${toDecimalString(kwh, 3)} kWh; an order needs at least ${limits.minSumKwhForOrders} kWh`);
    }
  }

  private get column(): string {
    return `the ${this.direction === 'CONS' ? 'consumption' : 'production'} values`;
  }
}

export const thresholdMicro = (limits: LoadProfileLimits): number => kwToMicro(limits.thresholdKw);
