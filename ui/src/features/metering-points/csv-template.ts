import { writeMeteringPointCsv } from '@portal/events/metering-point-csv';

// The import template offered beside the upload: the header line and one example row, written
// by the same codec that reads the import. Its code ends in TEST, the placeholder the import
// refuses (spec section 5), so an unedited template is never taken for a real point.

export const templateFileName = 'messpunkte-vorlage.csv';

/** @example meteringPointTemplate().split('\r\n')[0] // 'METERINGCODE;YEARLYCONSUMPTION;STREET;STREETNR;PLACE;ZIPCODE;COUNTRY;STATE;METERINGPOINTTYPE' */
export function meteringPointTemplate(): string {
  return writeMeteringPointCsv([
    {
      code: 'CH1008801234500000000000000TEST',
      direction: 'CONS',
      yearlyQuantityKwh: '12000',
      address: { street: 'Bahnhofstrasse', streetNr: '1', place: 'Zürich', zipCode: '8001', country: 'CH', countryState: 'ZH' },
    },
  ]);
}
