import type { MeteringAddress, MeteringPointEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { meteringPointDecider as decider, type MeteringActor, type MeteringPointCommand, type Registered, type Sibling } from './metering-point.ts';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const beta = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000002';
const code = '41373559241';
const key = { code, direction: 'CONS' as const };
const address: MeteringAddress = { street: 'Bahnhofstrasse', streetNr: '12a', place: 'München', zipCode: '80331', country: 'DE', countryState: 'BY' };
const data: Registered = {
  ...key, customerId: '100001', salesPartnerId: alpha, marketArea: 'DE-TENNET', yearlyQuantityKwh: '125000', address,
  deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null,
};
const registered: MeteringPointEvent = { type: 'MeteringPointRegistered', data };
const register = (overrides: Partial<Registered> = {}, sibling: Sibling | null = null): MeteringPointCommand => ({
  type: 'RegisterMeteringPoint', at: 'data.points.4', sibling, data: { ...data, ...overrides },
});

const partnerUser: MeteringActor = { role: 'salesPartner', salesPartnerId: alpha };
const otherPartner: MeteringActor = { role: 'salesPartner', salesPartnerId: beta };
const customerUser: MeteringActor = { role: 'customer', salesPartnerId: alpha, customerId: '100001' };
const otherCustomer: MeteringActor = { role: 'customer', salesPartnerId: alpha, customerId: '100002' };
const admin: MeteringActor = { role: 'admin' };
const removed: MeteringPointEvent = { type: 'MeteringPointRemoved', data: { ...key, customerId: '100001', salesPartnerId: alpha } };

describe('metering point decider', () => {
  describe('RegisterMeteringPoint', () => {
    it('given no stream, registers the point', () => {
      given(decider, []).when(register()).then([registered]);
    });

    it('given the point exists, refuses it as a duplicate at its place in the command', () => {
      given(decider, [registered]).when(register()).thenThrows('VALIDATION_ERROR', 'data.points.4.code');
    });

    it('given the point was removed, registers its code again', () => {
      given(decider, [registered, removed]).when(register()).then([registered]);
    });

    it('given the point was replaced, refuses its code (the old stream keeps the history)', () => {
      given(decider, [registered, { type: 'MeteringPointReplaced', data: { ...key, newCode: '51238696781', validFrom: '2026-01-01' } }]).when(register()).thenThrows('VALIDATION_ERROR');
    });

    it('given the other direction at another address or of another customer, refuses it; at the same address it registers', () => {
      given(decider, []).when(register({}, { customerId: '100001', address: { ...address, streetNr: '14' } })).thenThrows('VALIDATION_ERROR', 'data.points.4.address.street');
      given(decider, []).when(register({}, { customerId: '100002', address })).thenThrows('VALIDATION_ERROR', 'data.points.4.code');
      given(decider, []).when(register({}, { customerId: '100001', address })).then([registered]);
    });

    it('refuses a delivery that ends before it starts; a one-day delivery is fine', () => {
      given(decider, []).when(register({ deliveryFrom: '2026-02-01', deliveryTo: '2026-01-31' })).thenThrows('VALIDATION_ERROR', 'data.points.4.deliveryTo');
      given(decider, []).when(register({ deliveryFrom: '2026-02-01', deliveryTo: '2026-02-01' })).then([{ type: 'MeteringPointRegistered', data: { ...data, deliveryFrom: '2026-02-01', deliveryTo: '2026-02-01' } }]);
    });
  });

  describe('who may change a point', () => {
    const quantity = (by: MeteringActor): MeteringPointCommand => ({ type: 'ChangeYearlyQuantity', data: { ...key, yearlyQuantityKwh: '90000', validFrom: '2026-01-01' }, by });
    const changed: MeteringPointEvent = { type: 'MeteringPointYearlyQuantityChanged', data: { ...key, yearlyQuantityKwh: '90000', validFrom: '2026-01-01' } };

    it.each([
      ['its partner\'s user', partnerUser],
      ['its customer\'s user', customerUser],
      ['the admin', admin],
    ])('given %s, the change is decided', (_who, by) => {
      given(decider, [registered]).when(quantity(by)).then([changed]);
    });

    it.each([
      ['another partner', otherPartner],
      ['another customer', otherCustomer],
    ])('given %s, the point is not theirs (403), as an unknown point', (_who, by) => {
      given(decider, [registered]).when(quantity(by)).thenThrows('ERR_BAD_REQUEST', 'data.code');
      given(decider, []).when(quantity(partnerUser)).thenThrows('ERR_BAD_REQUEST', 'data.code');
    });

    it('given a removed point, a change is a state error', () => {
      given(decider, [registered, removed]).when(quantity(partnerUser)).thenThrows('STATE_ERROR');
    });

    it('given the same quantity, nothing happens', () => {
      given(decider, [registered]).when({ type: 'ChangeYearlyQuantity', data: { ...key, yearlyQuantityKwh: '125000', validFrom: '2026-01-01' }, by: partnerUser }).then([]);
    });
  });

  describe('changes', () => {
    it('changes the address, and not when it is the same', () => {
      const moved = { ...address, street: 'Hauptstrasse' };
      given(decider, [registered]).when({ type: 'ChangeMeteringPointAddress', data: { ...key, address: moved, validFrom: '2026-03-01' }, by: partnerUser })
        .then([{ type: 'MeteringPointAddressChanged', data: { ...key, address: moved, validFrom: '2026-03-01' } }]);
      given(decider, [registered]).when({ type: 'ChangeMeteringPointAddress', data: { ...key, address, validFrom: '2026-03-01' }, by: partnerUser }).then([]);
    });

    it('changes the delivery period; an end before the start is refused at data.deliveryTo', () => {
      const period = (deliveryFrom: string | null, deliveryTo: string | null): MeteringPointCommand => ({ type: 'ChangeDeliveryPeriod', data: { ...key, deliveryFrom, deliveryTo }, by: customerUser });
      given(decider, [registered]).when(period('2026-01-01', null)).then([{ type: 'MeteringPointDeliveryPeriodChanged', data: { ...key, deliveryFrom: '2026-01-01', deliveryTo: null } }]);
      given(decider, [registered]).when(period('2026-01-01', '2025-12-31')).thenThrows('VALIDATION_ERROR', 'data.deliveryTo');
      given(decider, [registered]).when(period(null, null)).then([]);
    });

    it('interrupts from..to (one day allowed), refuses to before from and a missing from, clears with to null', () => {
      const interrupt = (from: string | null, to: string | null): MeteringPointCommand => ({ type: 'SetInterruption', data: { ...key, from, to }, by: partnerUser });
      const interrupted: MeteringPointEvent = { type: 'MeteringPointInterrupted', data: { ...key, from: '2026-05-01', to: '2026-05-01' } };
      given(decider, [registered]).when(interrupt('2026-05-01', '2026-05-01')).then([interrupted]);
      given(decider, [registered]).when(interrupt('2026-05-02', '2026-05-01')).thenThrows('VALIDATION_ERROR', 'data.to');
      given(decider, [registered]).when(interrupt(null, '2026-05-01')).thenThrows('VALIDATION_ERROR', 'data.from');
      given(decider, [registered, interrupted]).when(interrupt(null, null)).then([{ type: 'MeteringPointInterruptionCleared', data: key }]);
      given(decider, [registered]).when(interrupt(null, null)).then([]);
      given(decider, [registered, interrupted]).when(interrupt('2026-05-01', '2026-05-01')).then([]);
    });

    it('replaces the meter with another code; the same code is refused', () => {
      const replace = (newCode: string): MeteringPointCommand => ({ type: 'ReplaceMeter', data: { ...key, newCode, validFrom: '2026-07-01' }, by: admin });
      given(decider, [registered]).when(replace('51238696781')).then([{ type: 'MeteringPointReplaced', data: { ...key, newCode: '51238696781', validFrom: '2026-07-01' } }]);
      given(decider, [registered]).when(replace(code)).thenThrows('VALIDATION_ERROR', 'data.newCode');
    });

    it('removes a point once, naming its owner', () => {
      const remove: MeteringPointCommand = { type: 'RemoveMeteringPoint', data: key, by: customerUser };
      given(decider, [registered]).when(remove).then([removed]);
      given(decider, [registered, removed]).when(remove).then([]);
      given(decider, [registered]).when({ ...remove, by: otherCustomer }).thenThrows('ERR_BAD_REQUEST');
    });
  });
});
