import { useEffect, useState } from 'react';
import { HttpError } from '@/lib/http.ts';
import { checkReplacementFile, type LoadProfileCheckAnswer, type ReplacementPeriod } from './replacement-calls.ts';
import { draftPeriod, type ReplacementDraft } from './replacement-draft.ts';

export type Preview = { kind: 'none' } | { kind: 'checking' } | { kind: 'checked'; answer: LoadProfileCheckAnswer } | { kind: 'failed'; code: string };
type Outcome = Exclude<Preview, { kind: 'none' } | { kind: 'checking' }>;

// Each file and period is one check; its outcome is kept with what it was for, so a newer
// choice reads as "checking" until its own answer is in.
export function useReplacementPreview(file: File | null, draft: ReplacementDraft, direction: 'CONS' | 'PROD'): Preview {
  const [done, setDone] = useState<{ file: File; period: string; outcome: Outcome } | null>(null);
  const period = draftPeriod(draft);
  const periodKey = period ? JSON.stringify(period) : null;
  useEffect(() => {
    if (!file || periodKey === null) return;
    let current = true;
    const settle = (outcome: Outcome) => current && setDone({ file, period: periodKey, outcome });
    checkReplacementFile(file, JSON.parse(periodKey) as ReplacementPeriod, direction).then(
      (answer) => settle({ kind: 'checked', answer }),
      (error: unknown) => settle({ kind: 'failed', code: error instanceof HttpError ? error.problem.code : 'ERR_BAD_RESPONSE' }),
    );
    return () => {
      current = false;
    };
  }, [file, periodKey, direction]);
  if (!file || periodKey === null) return { kind: 'none' };
  return done && done.file === file && done.period === periodKey ? done.outcome : { kind: 'checking' };
}
