import Type from 'typebox';

/**
 * The platform configuration lists of spec section 7 (`GET /api/getConfigSelect/{domain}`),
 * one schema each. Property names follow the spec's response where it names them.
 */
const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const Label = Type.String({ minLength: 1, maxLength: 255 });
const Regex = Type.String({ minLength: 1, maxLength: 500, format: 'regex' });
const CountryCode = Type.Union([Type.Literal('CH'), Type.Literal('DE')]);
const Currency = Type.Union([Type.Literal('CHF'), Type.Literal('EUR')]);

export const Option = Type.Object({ id: Id, name: Label, active: Type.Boolean() }, { additionalProperties: false });

export const Country = Type.Object(
  { id: CountryCode, name: Label, currency: Currency, active: Type.Boolean() },
  { additionalProperties: false },
);

export const MeteringPointType = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 99 }), code: Type.Union([Type.Literal('CONS'), Type.Literal('PROD')]), name: Label },
  { additionalProperties: false },
);

export const Certificate = Type.Object(
  { id: Id, name: Label, country: Type.Optional(CountryCode), active: Type.Boolean() },
  { additionalProperties: false },
);

export const MarketArea = Type.Object(
  {
    id: Id,
    name: Label,
    country: CountryCode,
    currency: Currency,
    /** ENTSO-E EIC of the control area (Y code). */
    eic: Type.String({ pattern: '^[0-9]{2}Y[0-9A-Z-]{13}$' }),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const CountryMarketAreaRule = Type.Object(
  {
    country: CountryCode,
    state: Type.Union([Type.String({ minLength: 2, maxLength: 3 }), Type.Null()]),
    marketArea: Id,
    regex_zipcode: Regex,
    regexXCode: Regex,
    regex_meteringpoint: Regex,
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const TimeZoneRule = Type.Object(
  {
    validfrom: Type.String({ format: 'date' }),
    validto: Type.String({ format: 'date' }),
    tz_summer: Type.String({ pattern: '^[+-][0-9]{2}:[0-9]{2}$' }),
    tz_winter: Type.String({ pattern: '^[+-][0-9]{2}:[0-9]{2}$' }),
    dst_rule_key: Id,
  },
  { additionalProperties: false },
);

export const PhonePrefixRule = Type.Object(
  {
    phoneprefix: Type.String({ pattern: '^\\+[0-9]{1,4}$', maxLength: 5 }),
    phonelengthMin: Type.Integer({ minimum: 1, maximum: 15 }),
    phonelengthMax: Type.Integer({ minimum: 1, maximum: 15 }),
  },
  { additionalProperties: false },
);

export const CountryInfo = Type.Object(
  {
    country: CountryCode,
    currency: Currency,
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    phonePrefixes: Type.Array(PhonePrefixRule, { minItems: 1 }),
    states: Type.Array(Type.Object({ id: Type.String({ minLength: 2, maxLength: 3 }), name: Label }, { additionalProperties: false }), {
      minItems: 1,
    }),
  },
  { additionalProperties: false },
);

const list = <T extends Type.TSchema>(item: T) => Type.Array(item, { minItems: 1, maxItems: 500 });

/** Every list, keyed by its name in the spec's response. */
export const PlatformConfigLists = Type.Object(
  {
    configCountries: list(Country),
    configCustomertype: list(Option),
    configBillingtype: list(Option),
    configSextype: list(Option),
    configMeteringPointType: list(MeteringPointType),
    certificatesConfig: list(Certificate),
    defaultEnergyQuality: Id,
    marketareasAllObj: list(MarketArea),
    countriesMarketareasRules: list(CountryMarketAreaRule),
    timeZoneConfigAll: list(TimeZoneRule),
    countryInfoAll: list(CountryInfo),
  },
  { additionalProperties: false },
);
export type PlatformConfigLists = Type.Static<typeof PlatformConfigLists>;

/** The lists a ReplaceConfigList command may replace, each with its item schema. */
export const replaceableLists = {
  configCountries: Country,
  configCustomertype: Option,
  configBillingtype: Option,
  configSextype: Option,
  configMeteringPointType: MeteringPointType,
  certificatesConfig: Certificate,
  marketareasAllObj: MarketArea,
  countriesMarketareasRules: CountryMarketAreaRule,
  timeZoneConfigAll: TimeZoneRule,
  countryInfoAll: CountryInfo,
} as const;
export type ConfigListName = keyof typeof replaceableLists;
export const configListNames = Object.keys(replaceableLists) as ConfigListName[];
