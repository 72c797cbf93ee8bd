import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { CustomerId, CustomerType, customerProfileFields } from './customer-fields.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';

/** `customer-<id>`: one customer (firm or private person) of a sales partner. */
export const customerStream = (customerId: string): StreamId<CustomerEvent> => streamId(`customer-${customerId}`);

/**
 * `customerKey-<salesPartnerId>-<digest>`: a customer's identity within its partner (a firm:
 * firm name and zip code; a person: the contact mail), normalised and hashed by the command
 * API so the stream name holds no personal data. Written with the expected revision, so two
 * registrations of the same firm cannot both succeed (CUSTOMER_ALREADY_EXISTS), as host names (ADR 6).
 */
export const customerKeyStream = (salesPartnerId: string, digest: string): StreamId<CustomerKeyEvent> => streamId(`customerKey-${salesPartnerId}-${digest}`);

/**
 * `customerNumbers`: one CustomerNumberAssigned per customer, written with the expected
 * revision, so every customer gets the next whole number once (spec section 5: a customer id
 * is a whole number).
 */
export const customerNumbersStream = streamId<CustomerNumberEvent>('customerNumbers');

/** The customer of a `customer-<id>` stream name (what a CreateCustomer answers). */
export const customerIdOfStream = (streamId: string): string => streamId.replace(/^customer-/, '');

/** The first number the platform hands out; the ones before stay free for imported customers. */
export const firstCustomerNumber = 100001;

const strict = { additionalProperties: false } as const;
const Uuid = Type.String({ format: 'uuid' });
const ids = { customerId: CustomerId, salesPartnerId: Uuid };

const registered = Type.Boolean({ description: 'true: registered on the public form' });

/**
 * Contact and billing address are a person's data: the event store seals them with the
 * customer's key (`customer-personal-data.ts`, ADR 9); readers see them plain, or null once the
 * customer is erased.
 */
export const CustomerCreated = defineEvent('CustomerCreated', Type.Object({ ...ids, customerType: CustomerType, ...customerProfileFields, registered }, strict));

/** The whole new profile (type and partner never change). */
export const CustomerChanged = defineEvent('CustomerChanged', Type.Object({ ...ids, ...customerProfileFields }, strict));

/** The customer is gone from lists and can no longer be used; its history stays. */
export const CustomerDeleted = defineEvent('CustomerDeleted', Type.Object(ids, strict));

/** A private customer's personal data is erased (and the customer deleted, if it was not yet). */
export const CustomerErased = defineEvent('CustomerErased', Type.Object(ids, strict));

const KeyReservation = Type.Object({ ...ids }, strict);
export const CustomerKeyReserved = defineEvent('CustomerKeyReserved', KeyReservation);
export const CustomerKeyReleased = defineEvent('CustomerKeyReleased', KeyReservation);

/** The next customer number went to a new customer (its CustomerCreated follows). */
export const CustomerNumberAssigned = defineEvent('CustomerNumberAssigned', Type.Object({ customerId: CustomerId }, strict));

export const customerEvents = [CustomerCreated, CustomerChanged, CustomerDeleted, CustomerErased] as const;
export const customerNumberEvents = [CustomerNumberAssigned] as const;
export type CustomerNumberEvent = EventOf<(typeof customerNumberEvents)[number]>;
export const customerKeyEvents = [CustomerKeyReserved, CustomerKeyReleased] as const;
export type CustomerEvent = EventOf<(typeof customerEvents)[number]>;
export type CustomerKeyEvent = EventOf<(typeof customerKeyEvents)[number]>;
