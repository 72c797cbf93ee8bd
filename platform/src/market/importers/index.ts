export { parseMarketFile } from './parse-market-file.ts';
export { parseEcbCsv } from './ecb-csv.ts';
export { parseSnbCsv, monthEndDay } from './snb-csv.ts';
export { parseEntsoeXml } from './entsoe-xml.ts';
export { spotTimeZone } from './spot-days.ts';
export { parseForwardCsv, forwardCsvHeader, deliveryEnd } from './forward-csv.ts';
export { detectMarketKind } from './detect-kind.ts';
