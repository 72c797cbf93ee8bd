import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultProductFees, type PriceInputs, type PriceResult, type ProductFees } from './offer-fields.ts';
import { perKwhCents, priceIndex, priceYear, serviceFeeOf, type PriceIndex, type YearPricing } from './pricing.ts';

const here = dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(resolve(here, '../../../docs/pricing.md'), 'utf8');

const inputKeys = ['energyPrice', 'profilePrice', 'spotAddOn', 'balancingAddOn', 'variableAddOn', 'adjustmentCost', 'procurementFee', 'alpha', 'beta', 'gamma', 'certificatePrice', 'certificateMargin'] as const;
const feeKeys = ['margin', 'minFee', 'maxFee', 'variableFeePerMwh', 'spotFee', 'multiplicatorBuy', 'multiplicatorSell'] as const;
const resultKeys = ['serviceFee', 'serviceFeePerMwh', 'priceWithoutMargin', 'margin', 'priceWithMargin', 'amount'] as const;

interface DocExample { title: string; pricing: YearPricing; expected: Omit<PriceResult, 'volumeKwh'>; index: string }

/**
 * The worked examples of docs/pricing.md: each `### Example` heading and its table of `key | value`
 * rows. Rows up to the first result key are inputs; `margin` is an input there and a result after.
 */
function docExamples(markdown: string): DocExample[] {
  return markdown.split(/^### Example /m).slice(1).map((section) => {
    const title = section.split('\n')[0]!;
    const inputs: Record<string, string> = {};
    const results: Record<string, string> = {};
    let reading = inputs;
    for (const [, key, value] of section.matchAll(/^\|\s*`(\w+)`\s*\|\s*([^|]*?)\s*\|/gm)) {
      if (key === 'serviceFee') reading = results;
      if (key! in reading) throw new Error(`${title}: ${key} twice`);
      reading[key!] = value!;
    }
    const pick = <K extends string>(from: Record<string, string>, keys: readonly K[]) =>
      Object.fromEntries(keys.map((k) => {
        if (from[k] === undefined) throw new Error(`${title}: no row for ${k}`);
        return [k, from[k]];
      })) as Record<K, string>;
    const product = inputs.product as YearPricing['product'];
    return {
      title,
      pricing: {
        product,
        direction: inputs.direction as YearPricing['direction'],
        volumeKwh: pick(inputs, ['volumeKwh']).volumeKwh,
        inputs: pick(inputs, inputKeys) as PriceInputs,
        fees: { product, ...pick(inputs, feeKeys) } as ProductFees,
      },
      expected: pick(results, resultKeys),
      index: pick(results, ['index']).index,
    };
  });
}

const describeIndex = (index: PriceIndex): string =>
  index.index === 'none' ? 'none' : index.index === 'spot' ? `${index.factor} x Spot` : `${index.alpha} x Base + ${index.beta} x Peak`;

describe('docs/pricing.md worked examples', () => {
  const examples = docExamples(doc);

  it('has one example per product, in both directions between them', () => {
    expect(examples.map((e) => e.pricing.product).sort()).toEqual(['BALA', 'FULL', 'SPOT']);
    expect(new Set(examples.map((e) => e.pricing.direction))).toEqual(new Set(['CONS', 'PROD']));
  });

  it.each(examples.map((e) => [e.title, e] as const))('%s: recomputed as the page states it', (_title, example) => {
    const { volumeKwh, ...result } = priceYear(example.pricing);
    expect(volumeKwh).toBe(example.pricing.volumeKwh);
    expect(result).toEqual(example.expected);
    expect(describeIndex(priceIndex(example.pricing))).toBe(example.index);
  });
});

const zeroInputs: PriceInputs = {
  energyPrice: '0', profilePrice: '0', spotAddOn: '0', balancingAddOn: '0', variableAddOn: '0', adjustmentCost: '0',
  procurementFee: '0', alpha: '0', beta: '0', gamma: '0', certificatePrice: '0', certificateMargin: '0',
};
const given = (over: { product?: YearPricing['product']; direction?: YearPricing['direction']; inputs?: Partial<PriceInputs>; fees?: Partial<ProductFees>; volumeKwh?: string }): YearPricing => {
  const product = over.product ?? 'FULL';
  return { product, direction: over.direction ?? 'CONS', inputs: { ...zeroInputs, ...over.inputs }, fees: { ...defaultProductFees(product), ...over.fees }, volumeKwh: over.volumeKwh ?? '1000000' };
};

describe('the service fee', () => {
  const fees = { minFee: '500', maxFee: '2000', variableFeePerMwh: '1.5' };

  it('given a small volume, when the variable fee is below minFee, then minFee is charged', () => {
    expect(serviceFeeOf(fees, '100000')).toBe('500.00'); // 1.5 x 100 = 150
    expect(priceYear(given({ fees, volumeKwh: '100000' })).serviceFeePerMwh).toBe('5.0000');
  });

  it('given a volume between, when the variable fee is inside the range, then it is charged as computed', () => {
    expect(serviceFeeOf(fees, '1000000')).toBe('1500.00');
    expect(serviceFeeOf(fees, '333333.333')).toBe('500.00'); // 499.9999995 is below the min
    expect(serviceFeeOf(fees, '400003.333')).toBe('600.00'); // 600.0049995 rounds down
    expect(serviceFeeOf(fees, '400003.334')).toBe('600.01'); // 600.005001: half up
  });

  it('given a large volume, when the variable fee exceeds maxFee, then maxFee is charged', () => {
    expect(serviceFeeOf(fees, '5000000')).toBe('2000.00');
    expect(priceYear(given({ fees, volumeKwh: '5000000' })).serviceFeePerMwh).toBe('0.4000');
  });

  it('given minFee equal to maxFee, then that is the fee whatever the volume', () => {
    expect(serviceFeeOf({ minFee: '750', maxFee: '750', variableFeePerMwh: '99' }, '1')).toBe('750.00');
  });

  it('given no volume, then no fee at all, not minFee, and no amount', () => {
    const result = priceYear(given({ fees, volumeKwh: '0', inputs: { energyPrice: '80' } }));
    expect(result).toMatchObject({ serviceFee: '0.00', serviceFeePerMwh: '0.0000', priceWithMargin: '80.0000', amount: '0.00' });
  });

  it('refuses minFee above maxFee, a negative or malformed volume and another product\'s fees, instead of guessing', () => {
    expect(() => serviceFeeOf({ minFee: '2', maxFee: '1', variableFeePerMwh: '0' }, '1000')).toThrow(RangeError);
    expect(() => priceYear(given({ volumeKwh: '-1' }))).toThrow(RangeError);
    expect(() => priceYear(given({ volumeKwh: '1,5' }))).toThrow(RangeError);
    expect(() => priceYear({ ...given({}), fees: defaultProductFees('SPOT') })).toThrow('the fees of SPOT cannot price a FULL offer');
  });
});

describe('the price per MWh', () => {
  const inputs: Partial<PriceInputs> = {
    energyPrice: '80', spotAddOn: '5', profilePrice: '1', balancingAddOn: '2', variableAddOn: '3', adjustmentCost: '4',
    procurementFee: '5', gamma: '7', certificatePrice: '0.5', certificateMargin: '0.25', alpha: '0.8', beta: '0.2',
  };
  const fees: Partial<ProductFees> = { margin: '2', spotFee: '1.5', multiplicatorBuy: '1.1', multiplicatorSell: '0.9' };

  it('given CONS, then costs, certificate, margin and fee are added to the energy', () => {
    const result = priceYear(given({ inputs, fees }));
    expect(result).toMatchObject({ priceWithoutMargin: '95.5000', margin: '2.2500', priceWithMargin: '97.7500', amount: '97750.00' });
  });

  it('given PROD, then the costs, margin and fee are deducted, the certificate is received', () => {
    const result = priceYear(given({ direction: 'PROD', inputs, fees, volumeKwh: '2000000' }));
    // 80 - 15 + 0.5 = 65.5; minus 2 + 0.25
    expect(result).toMatchObject({ priceWithoutMargin: '65.5000', margin: '2.2500', priceWithMargin: '63.2500', amount: '126500.00' });
  });

  it('given PROD with a service fee, then the fee per MWh is deducted as well', () => {
    const result = priceYear(given({ direction: 'PROD', inputs: { energyPrice: '50' }, fees: { minFee: '1000', maxFee: '1000' }, volumeKwh: '500000' }));
    expect(result).toMatchObject({ serviceFee: '1000.00', serviceFeePerMwh: '2.0000', priceWithMargin: '48.0000', amount: '24000.00' });
  });

  it('given SPOT, then the energy term is the spot add-on (a discount when selling) and the spot fee is the partner\'s', () => {
    expect(priceYear(given({ product: 'SPOT', inputs, fees }))).toMatchObject({ priceWithoutMargin: '20.5000', priceWithMargin: '24.2500' });
    // -5 - 15 + 0.5 = -19.5; minus 2.25 and 1.5
    expect(priceYear(given({ product: 'SPOT', direction: 'PROD', inputs, fees }))).toMatchObject({ priceWithoutMargin: '-19.5000', priceWithMargin: '-23.2500' });
    expect(priceIndex(given({ product: 'SPOT', fees }))).toEqual({ index: 'spot', factor: '1.1' });
    expect(priceIndex(given({ product: 'SPOT', direction: 'PROD', fees }))).toEqual({ index: 'spot', factor: '0.9' });
  });

  it('given BALA, then gamma is the energy term and the tranche factors are the index', () => {
    expect(priceYear(given({ product: 'BALA', inputs, fees }))).toMatchObject({ priceWithoutMargin: '22.5000', priceWithMargin: '24.7500' });
    expect(priceYear(given({ product: 'BALA', direction: 'PROD', inputs, fees }))).toMatchObject({ priceWithoutMargin: '-7.5000', priceWithMargin: '-9.7500' });
    expect(priceIndex(given({ product: 'BALA', inputs }))).toEqual({ index: 'forward', alpha: '0.8', beta: '0.2' });
    expect(priceIndex(given({ inputs }))).toEqual({ index: 'none' });
  });

  it('rounds the fee per MWh half up to 4 places and the amount to cents', () => {
    // 1000 / 600 = 1.666666... -> 1.6667
    expect(priceYear(given({ fees: { minFee: '1000', maxFee: '1000' }, volumeKwh: '600000' })).serviceFeePerMwh).toBe('1.6667');
    // 0.0005 x 10 MWh = 0.005 -> 0.01 (half up); negative -> -0.01 (away from zero)
    expect(priceYear(given({ inputs: { energyPrice: '0.0005' }, volumeKwh: '10000' })).amount).toBe('0.01');
    expect(priceYear(given({ direction: 'PROD', inputs: { profilePrice: '0.0005' }, volumeKwh: '10000' })).amount).toBe('-0.01');
  });
});

describe('@portal/events/offer-pricing', () => {
  it('imports nothing but TypeBox and decimal.js, so the UI can bundle it', () => {
    const bare = new Set<string>();
    const seen = new Set<string>();
    const walk = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
        if (specifier!.startsWith('.')) walk(resolve(dirname(file), specifier!));
        else bare.add(specifier!);
      }
    };
    walk(resolve(here, 'pricing.ts'));
    expect([...bare].sort()).toEqual(['decimal.js', 'typebox']);
  });
});

describe('per kWh for display', () => {
  it('divides by 10 and rounds half up to 4 places', () => {
    expect(perKwhCents('102.05')).toBe('10.2050');
    expect(perKwhCents('123.4565')).toBe('12.3457');
    expect(perKwhCents('-14.0833')).toBe('-1.4083');
    expect(perKwhCents('0')).toBe('0.0000');
  });
});
