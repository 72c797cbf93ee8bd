import type { FieldMessage } from '@/components/forms/field-errors.ts';

// The logo check before the upload (spec section 5, "Files": png or jpg only); the server
// sniffs the content again (POST /api/uploads, at most 1 MiB for images).

const MAX_BYTES = 1024 * 1024;

/**
 * @example logoProblem({ name: 'logo.gif', type: 'image/gif', size: 10 }) // { key: 'accountSettings.design.wrongFileType', params: {} }
 */
export function logoProblem(file: { name: string; type: string; size: number }): FieldMessage | null {
  const extension = file.name.toLowerCase().split('.').at(-1) ?? '';
  const typeOk = file.type === 'image/png' || file.type === 'image/jpeg';
  if (!typeOk || !['png', 'jpg', 'jpeg'].includes(extension)) return { key: 'accountSettings.design.wrongFileType', params: {} };
  if (file.size > MAX_BYTES) return { key: 'accountSettings.design.tooLarge', params: { max: '1 MiB' } };
  return null;
}
