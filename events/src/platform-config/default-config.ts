import type { PlatformConfigLists } from './config-lists.ts';

/**
 * The configuration seeded on first start. Operators change it afterwards with the
 * ReplaceConfigList and ChangeDefaultEnergyQuality commands; nothing reads this file again.
 */
const cantons: [string, string][] = [
  ['AG', 'Aargau'], ['AI', 'Appenzell Innerrhoden'], ['AR', 'Appenzell Ausserrhoden'], ['BE', 'Bern'], ['BL', 'Basel-Landschaft'],
  ['BS', 'Basel-Stadt'], ['FR', 'Freiburg'], ['GE', 'Genf'], ['GL', 'Glarus'], ['GR', 'Graubünden'], ['JU', 'Jura'], ['LU', 'Luzern'],
  ['NE', 'Neuenburg'], ['NW', 'Nidwalden'], ['OW', 'Obwalden'], ['SG', 'St. Gallen'], ['SH', 'Schaffhausen'], ['SO', 'Solothurn'],
  ['SZ', 'Schwyz'], ['TG', 'Thurgau'], ['TI', 'Tessin'], ['UR', 'Uri'], ['VD', 'Waadt'], ['VS', 'Wallis'], ['ZG', 'Zug'], ['ZH', 'Zürich'],
];
const germanStates: [string, string][] = [
  ['BW', 'Baden-Württemberg'], ['BY', 'Bayern'], ['BE', 'Berlin'], ['BB', 'Brandenburg'], ['HB', 'Bremen'], ['HH', 'Hamburg'],
  ['HE', 'Hessen'], ['MV', 'Mecklenburg-Vorpommern'], ['NI', 'Niedersachsen'], ['NW', 'Nordrhein-Westfalen'], ['RP', 'Rheinland-Pfalz'],
  ['SL', 'Saarland'], ['SN', 'Sachsen'], ['ST', 'Sachsen-Anhalt'], ['SH', 'Schleswig-Holstein'], ['TH', 'Thüringen'],
];

const swissMeteringPoint = '^CH[0-9]{11}[0-9A-Z]{20}$';
// A German point is a market location (MaLo, 11 digits) or a metering location (MeLo, 33 characters).
const germanMeteringPoint = '^([1-9][0-9]{10}|DE[0-9]{11}[0-9A-Z]{20})$';
const xCode = '^[0-9]{2}X[0-9A-Z-]{12}[0-9A-Z]$';

const germanAreas = [
  { id: 'DE-50HERTZ', name: '50Hertz', eic: '10YDE-VE-------2' },
  { id: 'DE-AMPRION', name: 'Amprion', eic: '10YDE-RWENET---I' },
  { id: 'DE-TENNET', name: 'TenneT', eic: '10YDE-EON------1' },
  { id: 'DE-TRANSNETBW', name: 'TransnetBW', eic: '10YDE-ENBW-----N' },
];

export const defaultPlatformConfig: PlatformConfigLists = {
  configCountries: [
    { id: 'CH', name: 'Schweiz', currency: 'CHF', active: true },
    { id: 'DE', name: 'Deutschland', currency: 'EUR', active: true },
  ],
  configCustomertype: [
    { id: 'FI', name: 'Firma', active: true },
    { id: 'PR', name: 'Privat', active: true },
  ],
  configBillingtype: [
    { id: 'MONTH', name: 'Monatlich', active: true },
    { id: 'QUARTER', name: 'Quartalsweise', active: true },
    { id: 'YEAR', name: 'Jährlich', active: true },
  ],
  configSextype: [
    { id: 'MR', name: 'Herr', active: true },
    { id: 'MS', name: 'Frau', active: true },
    { id: 'DIV', name: 'Divers', active: true },
  ],
  configMeteringPointType: [
    { id: 1, code: 'CONS', name: 'Verbrauch' },
    { id: 2, code: 'PROD', name: 'Produktion' },
  ],
  certificatesConfig: [
    { id: 'GREY', name: 'Graustrom (ohne Herkunftsnachweis)', active: true },
    { id: 'CH-HYDRO', name: 'Schweizer Wasserkraft', country: 'CH', active: true },
    { id: 'CH-SOLAR', name: 'Schweizer Solarstrom', country: 'CH', active: true },
    { id: 'EU-HYDRO', name: 'Europäische Wasserkraft', active: true },
    { id: 'DE-WIND', name: 'Deutscher Windstrom', country: 'DE', active: true },
  ],
  defaultEnergyQuality: 'CH-HYDRO',
  marketareasAllObj: [
    { id: 'CH', name: 'Swissgrid', country: 'CH', currency: 'CHF', eic: '10YCH-SWISSGRIDZ', timeZone: 'Europe/Zurich', active: true },
    ...germanAreas.map((a) => ({ ...a, country: 'DE' as const, currency: 'EUR' as const, timeZone: 'Europe/Berlin', active: true })),
  ],
  countriesMarketareasRules: [
    { country: 'CH', state: null, marketArea: 'CH', regex_zipcode: '^[1-9][0-9]{3}$', regexXCode: xCode, regex_meteringpoint: swissMeteringPoint, active: true },
    ...germanAreas.map((a) => ({
      country: 'DE' as const,
      state: null,
      marketArea: a.id,
      regex_zipcode: '^[0-9]{5}$',
      regexXCode: xCode,
      regex_meteringpoint: germanMeteringPoint,
      active: true,
    })),
  ],
  timeZoneConfigAll: [
    // EU summer time: last Sunday of March 01:00 UTC to last Sunday of October 01:00 UTC.
    { validfrom: '1996-01-01', validto: '9999-12-31', tz_summer: '+02:00', tz_winter: '+01:00', dst_rule_key: 'EU-LAST-SUN-MAR-OCT' },
  ],
  countryInfoAll: [
    {
      country: 'CH',
      currency: 'CHF',
      timeZone: 'Europe/Zurich',
      phonePrefixes: [{ phoneprefix: '+41', phonelengthMin: 9, phonelengthMax: 9 }],
      states: cantons.map(([id, name]) => ({ id, name })),
    },
    {
      country: 'DE',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      phonePrefixes: [{ phoneprefix: '+49', phonelengthMin: 6, phonelengthMax: 13 }],
      states: germanStates.map(([id, name]) => ({ id, name })),
    },
  ],
};
