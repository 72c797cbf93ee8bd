import { Color } from '@portal/events/sales-partner-fields';
import Value from 'typebox/value';
import type { FieldMessage } from '@/components/forms/field-errors.ts';

// The design form's own checks before anything is sent (spec section 5, "Files": png or jpg
// only). The server sniffs an upload's content again (POST /api/uploads, at most 1 MiB for
// images); these only spare the user a round trip. `texts` is the catalogue section of the page
// that shows the form (design-form.tsx), which holds the messages.

const MAX_LOGO_BYTES = 1024 * 1024;

/**
 * A logo is a PNG or JPEG, by type and by extension, of at most 1 MiB.
 *
 * @example logoFileProblem({ name: 'logo.gif', type: 'image/gif', size: 10 }, 'accountSettings.design') // { key: 'accountSettings.design.wrongFileType', params: {} }
 */
export function logoFileProblem(file: { name: string; type: string; size: number }, texts: string): FieldMessage | null {
  const extension = file.name.toLowerCase().split('.').at(-1) ?? '';
  const typeOk = file.type === 'image/png' || file.type === 'image/jpeg';
  if (!typeOk || !['png', 'jpg', 'jpeg'].includes(extension)) return { key: `${texts}.wrongFileType`, params: {} };
  if (file.size > MAX_LOGO_BYTES) return { key: `${texts}.tooLarge`, params: { max: '1 MiB' } };
  return null;
}

/** `#RRGGBB` as ChangeSalesPartnerDesign takes it. */
export function colorProblem(color: string, texts: string): FieldMessage | null {
  return Value.Check(Color, color) ? null : { key: `${texts}.wrongColor`, params: {} };
}
