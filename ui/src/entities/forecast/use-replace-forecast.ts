import { useState } from 'react';
import { showMessage } from '@/components/toaster.tsx';
import { rememberWrittenPosition } from '@/lib/api.ts';
import { newCommandId } from '@/lib/commands.ts';
import { HttpError } from '@/lib/http.ts';
import { uploadFile } from '@/lib/upload.ts';
import { type PointKey, useGetProfileStatusQuery } from './forecast-api.ts';
import type { Forecast } from './forecast-rows.ts';
import { type FileFinding, sendReplacement } from './replacement-calls.ts';
import { draftErrors, draftPeriod, initialDraft, type ReplacementDraft } from './replacement-draft.ts';
import { useReplacementPreview } from './use-replacement-preview.ts';

export interface ReplacementRefusal {
  message: string;
  findings: FileFinding[];
}

/** The replacement's period, file and check, and its send: only a checked, valid file goes. */
export function useReplaceForecast(point: PointKey, forecast: Forecast, onClose: () => void) {
  const { refetch } = useGetProfileStatusQuery(point);
  const [draft, setDraft] = useState(() => initialDraft(forecast));
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<ReplacementRefusal | null>(null);
  // One id for the user's action: a second press after a lost answer does not replace twice.
  const [commandId] = useState(newCommandId);
  const preview = useReplacementPreview(file, draft, point.direction);
  const errors = draftErrors(draft);
  const shown = (field: keyof ReplacementDraft) => (touched.has(field) ? errors[field] : undefined);
  const change = (field: keyof ReplacementDraft) => (value: string) => {
    setRefusal(null);
    setDraft((before) => ({ ...before, [field]: value }));
  };
  const leave = (field: string) => () => setTouched((before) => new Set([...before, field]));
  const chooseFile = (chosen: File | null) => {
    setRefusal(null);
    setFile(chosen);
  };
  const period = draftPeriod(draft);
  const ready = file !== null && period !== null && preview.kind === 'checked' && preview.answer.valid;

  const send = async () => {
    if (!ready) return;
    setSending(true);
    try {
      // The upload route takes the bytes as CSV whatever type the browser guessed for the file.
      const { hash } = await uploadFile(new Blob([file], { type: 'text/csv' }));
      const outcome = await sendReplacement({ code: point.code, direction: point.direction, forecastId: forecast.forecastId, ...period, timeZone: draft.timeZone, file: hash }, commandId);
      if (outcome.kind === 'refused') {
        setRefusal({ message: outcome.message, findings: outcome.findings });
        return;
      }
      if (outcome.position !== '') rememberWrittenPosition(outcome.position);
      void refetch();
      showMessage({ type: 'success', key: 'forecast.replace.done' });
      onClose();
    } catch (error) {
      showMessage(error instanceof HttpError ? { type: 'error', code: error.problem.code } : { type: 'error', key: 'messages.uploadError' });
    } finally {
      setSending(false);
    }
  };

  return { draft, change, leave, shown, file, chooseFile, preview, refusal, ready, sending, send };
}
