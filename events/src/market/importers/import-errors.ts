import { maxJobErrors, type MarketFileError } from '../market-fields.ts';
import type { MarketFileResult } from '../market-file.ts';
import type { MarketImportKind } from '../market-fields.ts';

/** Collects a file's problems: the first `maxJobErrors` are kept, all are counted. */
export class ImportErrors {
  readonly kept: MarketFileError[] = [];
  count = 0;

  add(error: MarketFileError): void {
    this.count += 1;
    if (this.kept.length < maxJobErrors) this.kept.push(error);
  }

  get any(): boolean {
    return this.count > 0;
  }

  failed(kind: MarketImportKind): MarketFileResult {
    return { ok: false, kind, errors: this.kept, errorCount: this.count };
  }
}

/** A file that is not what its kind reads at all (wrong root element, no header): one error, nothing else read. */
export const notThisKind = (kind: MarketImportKind, message: string): MarketFileResult => ({
  ok: false,
  kind,
  errors: [{ code: 'INVALID_FILE', message }],
  errorCount: 1,
});

/** A decimal with a point, as the banks and ENTSO-E publish them; a comma decimal or anything else is no number. */
export const decimalPattern = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;
