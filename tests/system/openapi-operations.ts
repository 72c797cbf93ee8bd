import type { JsonSchema } from '../support/schema-sample.ts';

/** One route of an OpenAPI document, as the fuzz pass needs it. */
export interface Operation {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  /** The application/json body schema; undefined for routes without one (logout, uploads). */
  readonly body?: JsonSchema;
}

interface OpenApiOperation {
  readonly parameters?: readonly { readonly in: string; readonly name: string }[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>> };
}

export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of `doc`, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => methods.has(method))
      .map(([method, op]): Operation => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** The URL of `op` with its path parameters filled in (values already encoded). */
export function urlOf(op: Operation, values: Readonly<Record<string, string>>, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');
  return query ? `${path}?${query}` : path;
}
