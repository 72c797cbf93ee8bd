import Type from 'typebox';
import { DecimalString } from '../units/decimal.ts';
import { MarketZone } from '../units/quarter-hours.ts';
import { loadProfileRules, type LoadProfileRule } from './problems.ts';

/**
 * The contract of `POST /api/loadprofiles/check` (docs/load-profiles.md): its query and the
 * answer inside the query API's `{ data }` envelope.
 *
 * @example
 * POST /api/loadprofiles/check?from=2026-01-01&to=2026-12-31&resolution=15&directions=CONS
 * → 200 { data: { valid: false, rows: 35040, problems: [{ code: 'INVALID_FORMAT', line: 12, column: 3,
 *   timestamp: '2026-01-01T02:30:00+01:00', message: '"1,5" at … has a decimal comma; write a dot (12.5)', key: 'errorInfo.loadProfile.commaDecimal' }], … } }
 */
export const LoadProfileCheckQuery = Type.Object(
  {
    from: Type.String({ format: 'date', description: 'first local day, included (YYYY-MM-DD)' }),
    to: Type.String({ format: 'date', description: 'last local day, included (YYYY-MM-DD)' }),
    resolution: Type.Union([Type.Literal('15'), Type.Literal('60')], { description: 'minutes per value' }),
    directions: Type.Union([Type.Literal('CONS'), Type.Literal('PROD'), Type.Literal('BOTH')]),
    timeZone: Type.Optional(MarketZone),
    forOrder: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'also the minimum sum of an order' })),
  },
  { additionalProperties: false },
);
export type LoadProfileCheckQuery = Type.Static<typeof LoadProfileCheckQuery>;

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const LoadProfileProblemSchema = Type.Object({
  code: Type.Union([Type.Literal('INVALID_FILE'), Type.Literal('INVALID_FORMAT'), Type.Literal('VALIDATION_ERROR'), Type.Literal('THRESHOLD_EXCEEDED')]),
  line: Nullable(Type.Integer({ minimum: 1, description: '1-based, the header is line 1' })),
  column: Nullable(Type.Integer({ minimum: 1 })),
  timestamp: Type.Optional(Type.String({ description: 'the quarter hour concerned, ISO 8601 with its local offset' })),
  message: Type.String(),
  key: Type.Unsafe<`errorInfo.loadProfile.${LoadProfileRule}`>(Type.Union(loadProfileRules.map((rule) => Type.Literal(`errorInfo.loadProfile.${rule}`)))),
});

const DirectionSummarySchema = Type.Object({ kwh: DecimalString, maxKw: DecimalString });

export const LoadProfileCheckAnswer = Type.Object({
  valid: Type.Boolean(),
  rows: Type.Integer({ minimum: 0 }),
  layout: Nullable(Type.Union([Type.Literal('iso'), Type.Literal('local')])),
  problems: Type.Array(LoadProfileProblemSchema, { maxItems: 100 }),
  problemCount: Type.Integer({ minimum: 0 }),
  summary: Type.Object({
    kwh: DecimalString,
    maxKw: DecimalString,
    byDirection: Type.Object({ CONS: Type.Optional(DirectionSummarySchema), PROD: Type.Optional(DirectionSummarySchema) }),
  }),
});
export type LoadProfileCheckAnswer = Type.Static<typeof LoadProfileCheckAnswer>;
