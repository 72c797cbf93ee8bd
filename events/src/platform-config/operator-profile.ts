import Type from 'typebox';
import { Color, ColorPalette, Contact } from '../sales-partner/sales-partner-fields.ts';
import { Firmname } from '../validation/text-fields.ts';

/**
 * The platform operator's own branding and contact: what a host that belongs to no sales
 * partner (the operator's own address, e.g. localhost) shows in the shell, the footer and the
 * imprint. It is part of the platform configuration, so a change is an event with a reason.
 *
 * @example
 * { name: 'Energieportal Plattformbetrieb', color: '#3F56D1', colorPalette: 'cold', contact: { name: 'Support', … } }
 */
export const OperatorProfile = Type.Object(
  { name: Firmname, color: Color, colorPalette: ColorPalette, contact: Contact },
  { additionalProperties: false },
);
export type OperatorProfile = Type.Static<typeof OperatorProfile>;

export const ChangeOperatorProfile = Type.Object(
  { profile: OperatorProfile, reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type ChangeOperatorProfile = Type.Static<typeof ChangeOperatorProfile>;
