import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { MarketFileError, MarketImportKind, MarketImportSource, MarketJobId, MarketSeriesSummary, maxJobErrors } from './market-fields.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';

/**
 * Streams of market data (issue 13, ADR 0024):
 * - `marketImport-<jobId>`: one import job from start to success, duplicate or failure, and
 *   the removal of its error flag;
 * - `marketImports-<kind>`: the kind's ledger, written with every start and end in the same
 *   unit, so JOB_IS_RUNNING and "this file was imported already" are decided without a read
 *   model race.
 */
export const marketImportStream = (jobId: string): StreamId<MarketJobEvent> => streamId(`marketImport-${jobId}`);
export const marketImportsLedgerStream = (kind: MarketImportKind): StreamId<MarketLedgerEvent> => streamId(`marketImports-${kind}`);

const strict = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const UserRef = Type.Object({ userId: Type.String(), role: Type.String() }, strict);

export const MarketImportStarted = defineEvent(
  'MarketImportStarted',
  Type.Object(
    {
      jobId: MarketJobId,
      kind: MarketImportKind,
      source: MarketImportSource,
      sha256: Sha256,
      fileName: Type.String(),
      size: Type.Integer(),
      startedAt: DateTime,
      by: UserRef,
    },
    strict,
  ),
);

/** The data event: the file (by its sha256) is now the source of these series' days; the projection parses it again. */
export const MarketImportCompleted = defineEvent(
  'MarketImportCompleted',
  Type.Object(
    { jobId: MarketJobId, kind: MarketImportKind, sha256: Sha256, series: Type.Array(MarketSeriesSummary), values: Type.Integer(), completedAt: DateTime },
    strict,
  ),
);

/** The same file was imported before (by `importedBy`): the job succeeds and no data changes. */
export const MarketImportSkipped = defineEvent(
  'MarketImportSkipped',
  Type.Object({ jobId: MarketJobId, kind: MarketImportKind, sha256: Sha256, importedBy: MarketJobId, completedAt: DateTime }, strict),
);

export const MarketImportFailed = defineEvent(
  'MarketImportFailed',
  Type.Object(
    { jobId: MarketJobId, kind: MarketImportKind, errors: Type.Array(MarketFileError, { maxItems: maxJobErrors }), errorCount: Type.Integer(), failedAt: DateTime },
    strict,
  ),
);

export const MarketImportErrorFlagRemoved = defineEvent(
  'MarketImportErrorFlagRemoved',
  Type.Object({ jobId: MarketJobId, by: UserRef, removedAt: DateTime }, strict),
);

/** The ledger of a kind: which job runs, and which files (sha256) were imported by which job. */
export const MarketImportQueued = defineEvent('MarketImportQueued', Type.Object({ jobId: MarketJobId, sha256: Sha256 }, strict));
export const MarketImportEnded = defineEvent(
  'MarketImportEnded',
  Type.Object({ jobId: MarketJobId, sha256: Sha256, imported: Type.Boolean({ description: 'true when the file\'s data was imported (not failed, not a duplicate)' }) }, strict),
);

export const marketEvents = [
  MarketImportStarted,
  MarketImportCompleted,
  MarketImportSkipped,
  MarketImportFailed,
  MarketImportErrorFlagRemoved,
  MarketImportQueued,
  MarketImportEnded,
] as const;
export type MarketEvent = EventOf<(typeof marketEvents)[number]>;
/** The events of one job's stream (`marketImport-<jobId>`). */
export type MarketJobEvent = Exclude<MarketEvent, MarketLedgerEvent>;
/** The events of a kind's ledger (`marketImports-<kind>`). */
export type MarketLedgerEvent = Extract<MarketEvent, { type: 'MarketImportQueued' | 'MarketImportEnded' }>;
