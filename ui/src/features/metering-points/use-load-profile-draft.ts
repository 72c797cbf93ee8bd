import { useState } from 'react';
import type { MarketZone } from '@/entities/metering-point/load-profile-query.ts';
import type { MeteringPointRow } from '@/entities/metering-point/metering-point-api.ts';
import { uploadDeviation, yearlyKwh } from './profile-findings.ts';
import { daysOf, type UploadDraft, uploadOptions } from './upload-draft.ts';
import { useProfileUpload } from './use-profile-upload.ts';

/** The 10 % question: the file's extrapolated yearly kWh and how far it is from the point's. */
export interface DeviationQuestion {
  yearly: string;
  percent: string | null;
}

/**
 * The load profile dialog's file and options, and its check and upload: a changed file or option
 * drops the last check; a file far from the point's yearly quantity asks before it is uploaded.
 */
export function useLoadProfileDraft(point: MeteringPointRow, zone: MarketZone, onClose: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState<UploadDraft>({ from: '', to: '', resolution: '15', directions: point.direction });
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState<DeviationQuestion | null>(null);
  const { step, check, upload, uploadable, reset } = useProfileUpload(point.code, onClose);
  const { options, errors } = uploadOptions(draft, zone);
  const change = (patch: Partial<UploadDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    reset();
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    reset();
  };
  const runCheck = () => {
    setTried(true);
    if (file && options) void check(file, options);
  };
  const runUpload = () => {
    if (!file || !options || step.kind !== 'checked') return;
    const summary = step.answer.summary;
    const deviation = uploadDeviation(summary.kwh, daysOf(options), point.yearlyQuantityKwh);
    if (deviation.ask) setAsking({ yearly: yearlyKwh(summary.kwh, daysOf(options)).toFixed(0), percent: deviation.percent });
    else void upload(file, options);
  };
  const confirmUpload = () => {
    setAsking(null);
    if (file && options) void upload(file, options);
  };
  const show = (error: (typeof errors)['from']) => (tried ? error : undefined);
  return {
    file,
    chooseFile,
    draft,
    change,
    errors: { from: show(errors.from), to: show(errors.to) },
    step,
    runCheck,
    runUpload,
    canUpload: uploadable(file, options),
    asking,
    confirmUpload,
    dismissQuestion: () => setAsking(null),
  };
}
