import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI documents of this project use. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly minItems?: number;
}

export type FieldPath = readonly (string | number)[];

/** Strings that satisfy most patterns of the portal's fields; tried before generating one. */
const likelyStrings = ['Muster', 'MR', 'de', 'CH', 'CHF', '+41', '44 123 45 67', '8000', 'muster@example.ch', 'https://example.ch', 'alpha', 'abcd', '2026-01-01', '2026-01-01T00:00:00.000Z'];

const formats: Record<string, () => string> = {
  uuid: () => randomUUID(),
  date: () => '2026-01-01',
  'date-time': () => '2026-01-01T00:00:00.000Z',
  email: () => 'muster@example.ch',
};

function sampleString(schema: JsonSchema, seed: number): string {
  const format = schema.format && formats[schema.format];
  if (format) return format();
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 255;
  const fits = (s: string): boolean => s.length >= min && s.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  const known = [...likelyStrings, 'x'.repeat(Math.max(min, 1))].find(fits);
  if (known !== undefined) return known;
  if (schema.pattern) {
    try {
      const generated = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed, numRuns: 50 }).find(fits);
      if (generated !== undefined) return generated;
    } catch {
      // A pattern fast-check cannot generate from: the sample stays invalid, which the fuzz tolerates.
    }
  }
  return 'x'.repeat(Math.max(min, 1));
}

const branches = (schema: JsonSchema): readonly JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [];
const firstTypeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? (schema.type as string[])[0] : (schema.type as string | undefined));

/**
 * A value that satisfies `schema` as far as the sampler can tell (patterns it cannot satisfy
 * leave a value the API refuses, which still exercises validation). Arrays get at least one
 * element so paths into them exist.
 */
export function sampleOf(schema: JsonSchema, seed = 1): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = branches(schema);
  if (options.length > 0) return sampleOf(options.find((o) => firstTypeOf(o) !== 'null') ?? options[0] ?? {}, seed);
  switch (firstTypeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child], i) => [key, sampleOf(child, seed + i)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, (_, i) => sampleOf(schema.items ?? {}, seed + i));
    case 'string':
      return sampleString(schema, seed);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** The JSON types a field accepts (`undefined`: any). */
export function typesOf(schema: JsonSchema): ReadonlySet<string> | undefined {
  const options = branches(schema);
  if (options.length > 0) {
    const all = options.map(typesOf);
    return all.some((t) => t === undefined) ? undefined : new Set(all.flatMap((t) => [...(t ?? [])]));
  }
  if (schema.const !== undefined || schema.enum) return new Set((schema.enum ?? [schema.const]).map(jsonTypeOf));
  if (schema.type === undefined) return undefined;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  return new Set(types.flatMap((t) => (t === 'number' ? ['number', 'integer'] : [t])));
}

export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Every field of `schema` down to `depth`, with the schema that governs it (arrays by element 0). */
export function fieldsOf(schema: JsonSchema, depth = 6, at: FieldPath = []): [FieldPath, JsonSchema][] {
  if (depth === 0) return [];
  const options = branches(schema);
  const shape = options.find((o) => firstTypeOf(o) === 'object' || firstTypeOf(o) === 'array') ?? schema;
  const children: [FieldPath, JsonSchema][] = [
    ...Object.entries(shape.properties ?? {}).map(([key, child]): [FieldPath, JsonSchema] => [[...at, key], child]),
    ...(shape.items ? [[[...at, 0], shape.items] as [FieldPath, JsonSchema]] : []),
  ];
  return children.flatMap(([path, child]) => [[path, child] as [FieldPath, JsonSchema], ...fieldsOf(child, depth - 1, path)]);
}

/** A copy of `value` with the field at `path` set to `replacement`. */
export function withField(value: unknown, path: FieldPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((key, i) => {
    // The sample may have taken another branch of a union than the path: make room for the field.
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1] as string | number] = replacement;
  return copy;
}
