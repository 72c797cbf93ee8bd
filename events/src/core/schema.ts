import Type, { type TSchema } from 'typebox';

/**
 * `oneOf` with an OpenAPI/ajv discriminator: ajv then reports the error of the one variant the
 * tag selects (with its field path) instead of every variant's, and an unknown tag as
 * `<tag> must be one of ...`. TypeBox's Union emits `anyOf`, which the discriminator does not
 * accept, hence this builder.
 *
 * @example
 * const Body = discriminatedUnion<Cmd>('type', [SeedVariant, ReplaceVariant]);
 */
export function discriminatedUnion<T>(propertyName: string, variants: readonly TSchema[]): Type.TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'object', discriminator: { propertyName }, required: [propertyName], oneOf: [...variants] } as unknown as TSchema);
}
