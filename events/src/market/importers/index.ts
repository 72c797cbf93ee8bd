export { parseMarketFile, maxMarketFileBytes } from './parse-market-file.ts';
export { parseEcbCsv } from './ecb-csv.ts';
export { detectMarketKind } from './detect-kind.ts';
