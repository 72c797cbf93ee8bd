import type { LoadProfileCheckAnswer } from '@portal/events/load-profile';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks.ts';
import { showMessage } from '@/components/toaster.tsx';
import { profileTag } from '@/entities/metering-point/load-profile-api.ts';
import type { ProfileCheckOptions } from '@/entities/metering-point/load-profile-query.ts';
import { checkLoadProfile, type ProfileRefusal, uploadLoadProfile } from '@/entities/metering-point/load-profile-upload.ts';
import { pointTags } from '@/entities/metering-point/metering-point-api.ts';
import { api, rememberWrittenPosition } from '@/lib/api.ts';
import { HttpError } from '@/lib/http.ts';

// The history of a point registered in the request, through the load profile checks of issue 11:
// the file is checked with the request's history range, and only a file without findings,
// checked with this file and these options, is uploaded (`UploadLoadProfile`).

export type HistoryUploadState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checked'; answer: LoadProfileCheckAnswer; checkedWith: string }
  | { kind: 'refused'; refusal: ProfileRefusal }
  | { kind: 'uploading'; answer: LoadProfileCheckAnswer; checkedWith: string };

const signature = (file: File, options: ProfileCheckOptions) => JSON.stringify([file.name, file.size, file.lastModified, options]);

function failed(error: unknown): void {
  showMessage(error instanceof HttpError ? { type: 'error', code: error.problem.code } : { type: 'error', key: 'messages.uploadError' });
}

export function useHistoryUpload(code: string, onUploaded: () => void) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<HistoryUploadState>({ kind: 'idle' });

  /** The last check found nothing, with this file and these options. */
  const uploadable = (file: File | null, options: ProfileCheckOptions) =>
    file !== null && state.kind === 'checked' && state.answer.valid && state.answer.problemCount === 0 && state.checkedWith === signature(file, options);

  const check = async (file: File, options: ProfileCheckOptions) => {
    setState({ kind: 'checking' });
    try {
      const outcome = await checkLoadProfile(file, options);
      setState(outcome.kind === 'checked' ? { kind: 'checked', answer: outcome.answer, checkedWith: signature(file, options) } : { kind: 'refused', refusal: outcome.refusal });
    } catch (error) {
      setState({ kind: 'idle' });
      failed(error);
    }
  };

  const upload = async (file: File, options: ProfileCheckOptions) => {
    if (state.kind !== 'checked') return;
    const checked = state;
    setState({ kind: 'uploading', answer: checked.answer, checkedWith: checked.checkedWith });
    try {
      const outcome = await uploadLoadProfile(file, { code, directions: options.directions, from: options.from, to: options.to, resolution: options.resolution, timeZone: options.timeZone });
      if (outcome.kind === 'refused') return setState({ kind: 'refused', refusal: outcome.refusal });
      // The point's history is read again once the upload is in the read models.
      rememberWrittenPosition(outcome.position);
      const directions = options.directions === 'BOTH' ? (['CONS', 'PROD'] as const) : [options.directions];
      dispatch(api.util.invalidateTags(directions.flatMap((direction) => [profileTag({ code, direction }), ...pointTags({ code, direction })])));
      onUploaded();
    } catch (error) {
      setState(checked);
      failed(error);
    }
  };

  return { state, check, upload, uploadable, reset: () => setState({ kind: 'idle' }) };
}
