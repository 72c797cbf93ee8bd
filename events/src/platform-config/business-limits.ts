import Type from 'typebox';

/**
 * The business limits the spec leaves unnamed (section 9, "Not shown values"): our defaults,
 * changed by the admin with `ChangeBusinessLimits`. Why each default is what it is:
 * docs/adr/0020-business-limits.md. Browser-safe (TypeBox only): the upload preview and the
 * offer forms check against the same numbers the commands do.
 *
 * kW and kWh limits carry at most 6 decimals (a micro-kW), so the load profile check compares
 * them in whole micro-kW without float error; the decider refuses more (`limitDecimalsProblem`).
 * JSON Schema's `multipleOf` is not used for that: ajv checks it with float division.
 */
const kw = (maximum: number, description: string) => Type.Number({ minimum: 0, maximum, description });

export const LoadProfileLimits = Type.Object(
  {
    maxKw: kw(2_000_000, 'no quarter-hour value above this (kW)'),
    thresholdKw: kw(2_000_000, 'a value counts as "in use" above this (kW)'),
    minShareAboveThresholdPercent: Type.Number({ minimum: 0, maximum: 100, description: 'share of values above thresholdKw, at least (%)' }),
    kwStep: Type.Number({ minimum: 0.000001, maximum: 1000, description: 'every value a whole multiple of this (kW)' }),
    minSumKwhForOrders: Type.Number({ minimum: 0, maximum: 1e10, description: 'a profile for an order holds at least this much energy (kWh)' }),
  },
  { additionalProperties: false },
);
export type LoadProfileLimits = Type.Static<typeof LoadProfileLimits>;

/**
 * @example
 * const limits: BusinessLimits = defaultBusinessLimits;
 * if (meteringPoints.length > limits.maxMeteringPointsPerOffer) refuse();
 */
export const BusinessLimits = Type.Object(
  {
    maxMeteringPointsPerOffer: Type.Integer({ minimum: 1, maximum: 100_000 }),
    maxRolloutYears: Type.Integer({ minimum: 1, maximum: 30 }),
    minSupplyLeadDays: Type.Integer({ minimum: 0, maximum: 365 }),
    /**
     * Offers a customer may have pending (requested, priced or released) at once
     * (TOO_MANY_PENDING_OFFERS). Optional so that BusinessLimitsChanged events stored before it
     * existed stay valid; read it with `maxPendingOffersOf`.
     */
    maxPendingOffersPerCustomer: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    loadProfile: LoadProfileLimits,
  },
  { additionalProperties: false },
);
export type BusinessLimits = Type.Static<typeof BusinessLimits>;

/** The first field (a path under `limits`) whose value has more than 6 decimals, or null. */
export function limitWithTooManyDecimals(limits: BusinessLimits): string | null {
  // The shortest text that reads back as the number: 0.001 is '0.001', 1e-7 is '1e-7'.
  const decimals = (value: number) => (/e-/.test(String(value)) ? Infinity : (String(value).split('.')[1]?.length ?? 0));
  for (const [name, value] of Object.entries(limits.loadProfile)) {
    if (decimals(value) > (name === 'minShareAboveThresholdPercent' ? 2 : 6)) return `loadProfile.${name}`;
  }
  return null;
}

/** The defaults seeded with the configuration (reasons in ADR 0020). */
export const defaultBusinessLimits: BusinessLimits = {
  maxMeteringPointsPerOffer: 500,
  maxRolloutYears: 10,
  minSupplyLeadDays: 14,
  maxPendingOffersPerCustomer: 5,
  loadProfile: {
    maxKw: 100_000,
    thresholdKw: 0,
    minShareAboveThresholdPercent: 20,
    kwStep: 0.001,
    minSumKwhForOrders: 1_000,
  },
};

/** The pending-offer limit in force: the default where the stored limits predate it. */
export const maxPendingOffersOf = (limits: BusinessLimits): number => limits.maxPendingOffersPerCustomer ?? defaultBusinessLimits.maxPendingOffersPerCustomer ?? 5;

export const ChangeBusinessLimits = Type.Object(
  { limits: BusinessLimits, reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type ChangeBusinessLimits = Type.Static<typeof ChangeBusinessLimits>;
