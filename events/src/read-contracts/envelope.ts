import Type, { type TSchema } from 'typebox';

/** A value or null: the read models' "not set" and "erased". */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Every JSON answer of the query API is `{ data }`; the UI's base query hands endpoints what is
 * inside, so the UI types the inner schema and the route the whole answer.
 *
 * @example response: { 200: Answer(CustomerDetail) }
 */
export const Answer = <T extends TSchema>(data: T) => Type.Object({ data });

/**
 * A keyset page of docs/identity-api.md: `after=lastKey` reads the next page, `before=firstKey`
 * the previous one. Keys are opaque (signed by the query API); the UI never looks inside.
 *
 * @example response: { 200: Answer(KeysetPage(CustomerRow)) }
 */
export const KeysetPage = <T extends TSchema>(row: T) =>
  Type.Object({
    rows: Type.Array(row),
    firstKey: Nullable(Type.String()),
    lastKey: Nullable(Type.String()),
    hasNext: Type.Boolean(),
    hasPrevious: Type.Boolean(),
  });

/**
 * `Static<ReturnType<typeof KeysetPage>>` for a row type, which TypeScript cannot spell for a
 * generic row; the check below keeps it equal to the schema.
 */
export interface KeysetPageOf<Row> {
  rows: Row[];
  firstKey: string | null;
  lastKey: string | null;
  hasNext: boolean;
  hasPrevious: boolean;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const pageMatchesSchema: Same<Type.Static<ReturnType<typeof KeysetPage<Type.TString>>>, KeysetPageOf<string>> = true;
void pageMatchesSchema;
