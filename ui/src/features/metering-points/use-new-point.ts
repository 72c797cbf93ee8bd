import { type FormEvent, useState } from 'react';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { registerMeteringPoints } from '@/entities/metering-point/metering-point-commands.ts';
import { emptyPointDraft, type PointDraft, pointDraftErrors, registerData, refusalOverrides } from '@/entities/metering-point/point-draft.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';

const FORM_FIELDS = ['customerId', 'marketArea', 'points'] as const;

/** The new point's draft and its RegisterMeteringPoints; closing starts the next one empty. */
export function useNewPoint(ownCustomerId: string | null, config: ConfigSelect | undefined, onClose: () => void) {
  const [draft, setDraft] = useState<PointDraft>(() => emptyPointDraft(ownCustomerId ?? ''));
  const form = useCommandForm(registerMeteringPoints, { fields: FORM_FIELDS, ownErrors: config ? pointDraftErrors(draft, config) : {}, ready: config !== undefined, overrides: refusalOverrides });
  const change = (next: PointDraft) => {
    setDraft(next);
    form.edited();
  };
  const close = () => {
    setDraft(emptyPointDraft(ownCustomerId ?? ''));
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // React events bubble out of the dialog's portal to the components around it: the submit stays here.
    event.stopPropagation();
    form.onSubmit(
      () => registerData(draft),
      () => {
        showMessage({ type: 'success', key: 'meteringPoints.created', params: { code: registerData(draft).points[0]?.code ?? '' } });
        close();
      },
    )(event);
  };
  return { draft, change, close, submit, errors: form.errors, sending: form.sending };
}
