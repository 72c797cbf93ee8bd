/** The little a SQL event store needs from a connection: pg's Pool and PGlite both fit. */
export interface SqlDriver {
  /** `name` asks for a prepared statement (parsed and planned once per connection) where the driver can. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: { name?: string }): Promise<{ rows: Row[] }>;
  /** Runs `fn` inside one transaction on one connection. */
  transaction<T>(fn: (tx: SqlDriver) => Promise<T>): Promise<T>;
  /** How many appends may run at once (pool size for pg, 1 for PGlite). */
  readonly concurrency: number;
  close(): Promise<void>;
}

/** pg returns int8 as text, PGlite as number or bigint: normalise to bigint. */
export const toBigInt = (value: unknown): bigint =>
  typeof value === 'bigint' ? value : BigInt(value as string | number);
