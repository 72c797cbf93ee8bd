import { readFileSync } from 'node:fs';
import { marketSamples, marketSamplesDir } from '@portal/events/market/testing';
import { detectMarketKind } from './detect-kind.ts';

const of = (text: string): ReturnType<typeof detectMarketKind> => detectMarketKind(Buffer.from(text, 'utf8'));

describe('detectMarketKind', () => {
  it('reads ENTSO-E documents by their root element, past the declaration, comments and a namespace prefix', () => {
    expect(of('<?xml version="1.0" encoding="UTF-8"?>\n<Publication_MarketDocument xmlns="urn:iec62325.351:tc57wg16:451-3:publicationdocument:7:3">\n<mRID>1</mRID>')).toBe('ENTSOE_SPOT');
    expect(of('\uFEFF<!-- exported 2024-01-02 -->\n<ns0:Publication_MarketDocument xmlns:ns0="urn:x">')).toBe('ENTSOE_SPOT');
    expect(of('<Acknowledgement_MarketDocument xmlns="urn:iec62325.351:tc57wg16:451-1:acknowledgementdocument:7:0"><Reason>')).toBe('ENTSOE_SPOT');
  });

  it('refuses other XML, a page and an unterminated prolog', () => {
    expect(of('<?xml version="1.0"?><GenericMarketDocument/>')).toBeNull();
    expect(of('<Publication_MarketDocumentX>')).toBeNull();
    expect(of('<!DOCTYPE html><html><body>')).toBeNull();
    expect(of('<?xml version="1.0" <Publication_MarketDocument>')).toBeNull();
  });

  it('reads the ECB reference rates: a comma-separated header whose first cell is Date', () => {
    expect(of('Date,USD,JPY,BGN,CZK,\n2024-01-02,1.0956,155.76,1.9558,24.582,\n')).toBe('ECB_FX');
    expect(of('\uFEFFDate, USD, CHF\r\n2024-01-02, 1.0956, 0.9305\r\n')).toBe('ECB_FX');
    expect(of('Date\n2024-01-02\n')).toBeNull();
    expect(of('Datum,USD,\n')).toBeNull();
  });

  it('reads an SNB data portal export by its CubeId line or its Date;D0;D1;Value header', () => {
    expect(of('"CubeId";"devkum"\n"PublishingDate";"2024-02-01 14:30"\n\n"Date";"D0";"D1";"Value"\n"2024-01";"EUR1";"M0";"0.9305"\n')).toBe('SNB_FX');
    expect(of('"Date";"D0";"D1";"Value"\n"2024-01";"USD1";"M0";"0.8521"\n')).toBe('SNB_FX');
    expect(of('Date;D0;D1;Value\n2024-01;EUR1;M0;0.9305\n')).toBe('SNB_FX');
    expect(of('"Datum";"D0";"D1";"Wert"\n"2024-01";"M0";"EUR1";"0.9305"\n')).toBe('SNB_FX');
  });

  it('reads our forward settlement CSV by its TradingDay header', () => {
    expect(of('TradingDay;Market;Load;Period;Settlement;Currency\n2026-11-25;CH;BASE;2027;98.50;EUR\n')).toBe('FORWARD_CSV');
  });

  it.each(marketSamples.map((s) => [s.file, s.kind]))('tells the kind of the demo file %s (%s)', (file, kind) => {
    expect(detectMarketKind(readFileSync(new URL(`../../../../${marketSamplesDir}/${file}`, import.meta.url)))).toBe(kind);
  });

  it('answers null for anything else', () => {
    expect(of('')).toBeNull();
    expect(of('hello world')).toBeNull();
    expect(of('METERINGCODE;YEARLYCONSUMPTION;STREET\n')).toBeNull();
    expect(detectMarketKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toBeNull();
  });
});
