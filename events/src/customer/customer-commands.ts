import Type from 'typebox';
import { CustomerId, CustomerType, customerProfileFields } from './customer-fields.ts';

/** The commands of customers: pure schemas, importable by the browser (`@portal/events/commands`). */

const strict = { additionalProperties: false } as const;
const Uuid = Type.String({ format: 'uuid' });

const ActingPassword = Type.String({ minLength: 1, maxLength: 255, description: 'the acting user\'s password' });

/**
 * Sent by a sales partner user for its own partner; the contact becomes the customer's first
 * user. The customer's number is assigned by the command API (the answer's `customer-<id>`).
 */
export const CreateCustomer = Type.Object(
  { customerType: CustomerType, ...customerProfileFields, user: Type.Object({ userId: Uuid }, strict) },
  strict,
);
export type CreateCustomer = Type.Static<typeof CreateCustomer>;

export const ChangeCustomer = Type.Object({ customerId: CustomerId, ...customerProfileFields }, strict);
export type ChangeCustomer = Type.Static<typeof ChangeCustomer>;

export const DeleteCustomer = Type.Object({ customerId: CustomerId, actingPassword: ActingPassword }, strict);
export type DeleteCustomer = Type.Static<typeof DeleteCustomer>;

export const EraseCustomer = Type.Object({ customerId: CustomerId, actingPassword: ActingPassword }, strict);
export type EraseCustomer = Type.Static<typeof EraseCustomer>;

/** The commands of this module by type, for `commandSchemas` (command-schemas.ts). */
export const customerCommandSchemas = { CreateCustomer, ChangeCustomer, DeleteCustomer, EraseCustomer } as const;
