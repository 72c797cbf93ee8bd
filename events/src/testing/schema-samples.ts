import type { TSchema } from 'typebox';
import { validatorFor } from '../core/ajv.ts';

/** One row: a schema's name, the schema, values it must accept, values it must refuse. */
export type SchemaSamples = [name: string, schema: TSchema, valid: unknown[], invalid: unknown[]];

/**
 * Given/when/then over schema samples, checked with the project's ajv: each value is one test.
 *
 * @example
 * describeSchemaSamples('text fields', [['Name', Name, ['Müller'], ['', 'Иван']]]);
 */
export function describeSchemaSamples(title: string, table: readonly SchemaSamples[]): void {
  describe(title, () => {
    describe.each(table)('%s', (_name, schema, valid, invalid) => {
      const validate = validatorFor(schema);
      it.each(valid.map((v) => [v]))('given %j, when validated, then it is accepted', (value) => {
        expect(validate(value)).toBe(true);
      });
      it.each(invalid.map((v) => [v]))('given %j, when validated, then it is refused', (value) => {
        expect(validate(value)).toBe(false);
      });
    });
  });
}
