import type { MeteringAddressRow } from '@portal/events/read-contracts';
import { addressesOfPoint, addressRowId } from './address-rows.ts';

const munich: MeteringAddressRow = {
  customerId: '1001',
  customername: 'Muster AG',
  address: { street: 'Bahnhofstrasse', streetNr: '12a', place: 'München', zipCode: '80331', country: 'DE', countryState: 'BY' },
  points: [
    { code: '41373559241', direction: 'CONS' },
    { code: '41373559241', direction: 'PROD' },
  ],
};
const geneva: MeteringAddressRow = {
  customerId: '1002',
  customername: null,
  address: { street: 'Rue du Rhône', streetNr: '3', place: 'Genève', zipCode: '1204', country: 'CH', countryState: 'GE' },
  points: [{ code: 'CH1234512345000000000000000000012', direction: 'PROD' }],
};

describe('the addresses page rows', () => {
  it('shows every address, or under one point the addresses it is measured at', () => {
    expect(addressesOfPoint([munich, geneva], undefined)).toEqual([munich, geneva]);
    expect(addressesOfPoint([munich, geneva], 'all')).toEqual([munich, geneva]);
    expect(addressesOfPoint([munich, geneva], 'CH1234512345000000000000000000012')).toEqual([geneva]);
    expect(addressesOfPoint([munich, geneva], '51238696781')).toEqual([]);
  });

  it('gives each customer and address its own row id', () => {
    expect(addressRowId(munich)).not.toBe(addressRowId({ ...munich, customerId: '1002' }));
    expect(addressRowId(munich)).not.toBe(addressRowId({ ...munich, address: { ...munich.address, streetNr: '12' } }));
  });
});
