import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks.ts';
import { showMessage } from '@/components/toaster.tsx';
import { profileTag } from '@/entities/metering-point/load-profile-api.ts';
import type { ProfileCheckOptions } from '@/entities/metering-point/load-profile-query.ts';
import { checkLoadProfile, type ProfileRefusal, uploadLoadProfile } from '@/entities/metering-point/load-profile-upload.ts';
import type { LoadProfileCheckAnswer } from '@portal/events/load-profile';
import { api, rememberWrittenPosition } from '@/lib/api.ts';
import { HttpError } from '@/lib/http.ts';
import { pointTags } from '@/entities/metering-point/metering-point-api.ts';

// The upload dialog's steps: check the file with the chosen options, then (only for a file
// without findings, checked with the same options) upload it and send the command. A refusal
// of either is kept to be listed; any other failure is a toast.

export type UploadStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checked'; answer: LoadProfileCheckAnswer; checkedWith: string }
  | { kind: 'refused'; refusal: ProfileRefusal; by: 'check' | 'upload' }
  | { kind: 'uploading'; answer: LoadProfileCheckAnswer; checkedWith: string };

const signature = (file: File, options: ProfileCheckOptions) => JSON.stringify([file.name, file.size, file.lastModified, options]);

function failed(error: unknown): void {
  showMessage(error instanceof HttpError ? { type: 'error', code: error.problem.code } : { type: 'error', key: 'messages.uploadError' });
}

export function useProfileUpload(code: string, onUploaded: () => void) {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<UploadStep>({ kind: 'idle' });

  /** True when the last check found nothing and was made with this file and these options. */
  const uploadable = (file: File | null, options: ProfileCheckOptions | null) =>
    file !== null && options !== null && step.kind === 'checked' && step.answer.problemCount === 0 && step.answer.valid && step.checkedWith === signature(file, options);

  const check = async (file: File, options: ProfileCheckOptions) => {
    setStep({ kind: 'checking' });
    try {
      const outcome = await checkLoadProfile(file, options);
      setStep(outcome.kind === 'checked' ? { kind: 'checked', answer: outcome.answer, checkedWith: signature(file, options) } : { kind: 'refused', refusal: outcome.refusal, by: 'check' });
    } catch (error) {
      setStep({ kind: 'idle' });
      failed(error);
    }
  };

  const upload = async (file: File, options: ProfileCheckOptions) => {
    if (step.kind !== 'checked') return;
    const checked = step;
    setStep({ kind: 'uploading', answer: checked.answer, checkedWith: checked.checkedWith });
    try {
      const outcome = await uploadLoadProfile(file, { code, directions: options.directions, from: options.from, to: options.to, resolution: options.resolution, timeZone: options.timeZone });
      if (outcome.kind === 'refused') {
        setStep({ kind: 'refused', refusal: outcome.refusal, by: 'upload' });
        return;
      }
      // The next reads wait for the upload to be in the read models (read-your-writes).
      rememberWrittenPosition(outcome.position);
      const directions = options.directions === 'BOTH' ? (['CONS', 'PROD'] as const) : [options.directions];
      dispatch(api.util.invalidateTags(directions.flatMap((direction) => [profileTag({ code, direction }), ...pointTags({ code, direction })])));
      showMessage({ type: 'success', key: 'meteringPoints.upload.uploaded' });
      onUploaded();
    } catch (error) {
      setStep(checked);
      failed(error);
    }
  };

  return { step, check, upload, uploadable, reset: () => setStep({ kind: 'idle' }) };
}
