import Type from 'typebox';
import { MarketFileError, MarketImportKind, MarketJobId, MarketSeriesSummary, maxJobErrors } from './market-fields.ts';

/**
 * The commands of market data imports (issue 13): pure schemas, importable by the browser.
 * A job is started on a file already in the blob store (the upload route or the inbox worker
 * stored it); the import worker parses it and completes or fails the job.
 */

const strict = { additionalProperties: false } as const;
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });

/**
 * Starts an import job (admin: an upload; system: the drop folder). Refused with JOB_IS_RUNNING
 * while a job of the same kind runs. A file of this kind already imported starts a job that
 * ends at once as a duplicate, changing no data.
 */
export const StartMarketImport = Type.Object(
  {
    jobId: MarketJobId,
    kind: MarketImportKind,
    sha256: Sha256,
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
    size: Type.Integer({ minimum: 1 }),
  },
  strict,
);
export type StartMarketImport = Type.Static<typeof StartMarketImport>;

/** The import worker's result for a file that parsed whole: the series it brings (system). */
export const CompleteMarketImport = Type.Object(
  { jobId: MarketJobId, series: Type.Array(MarketSeriesSummary, { minItems: 1, maxItems: 1000 }) },
  strict,
);
export type CompleteMarketImport = Type.Static<typeof CompleteMarketImport>;

/** The import worker's result for a file that did not: its first errors and their count (system). */
export const FailMarketImport = Type.Object(
  { jobId: MarketJobId, errors: Type.Array(MarketFileError, { minItems: 1, maxItems: maxJobErrors }), errorCount: Type.Integer({ minimum: 1 }) },
  strict,
);
export type FailMarketImport = Type.Static<typeof FailMarketImport>;

/** The admin removes a failed job's error flag (spec section 4: interface jobs). */
export const RemoveMarketImportErrorFlag = Type.Object({ jobId: MarketJobId }, strict);
export type RemoveMarketImportErrorFlag = Type.Static<typeof RemoveMarketImportErrorFlag>;

/** The commands of this module by type, for `commandSchemas` (command-schemas.ts). */
export const marketCommandSchemas = { StartMarketImport, CompleteMarketImport, FailMarketImport, RemoveMarketImportErrorFlag } as const;
