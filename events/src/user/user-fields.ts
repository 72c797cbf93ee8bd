import Type from 'typebox';

// The user's enumerations, apart from the events so the browser-safe read contracts can use
// them (user-events.ts needs node:crypto for its stream names).

export const UserRole = Type.Union([Type.Literal('admin'), Type.Literal('salesPartner'), Type.Literal('customer')]);
export type UserRole = Type.Static<typeof UserRole>;
export const UserSex = Type.Union([Type.Literal('MR'), Type.Literal('MS'), Type.Literal('DIV')]);
export const UserLanguage = Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('fr')]);
