import { type FormEvent, useState } from 'react';
import { showMessage } from '@/components/toaster.tsx';
import type { Problem } from '@/lib/http.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { actingPasswordOutcome } from './acting-password.ts';

export interface ActingPasswordOptions {
  readonly onConfirm: (actingPassword: string) => Promise<Problem | null>;
  readonly refusalKey?: ((problem: Problem) => string | null) | undefined;
  readonly refusalParams?: Record<string, string | number> | undefined;
  readonly onClose: () => void;
}

/**
 * The password of the acting user asked before an action (confirm-password-dialog.tsx): `submit`
 * sends it and shows the outcome (acting-password.ts) at the field, in the dialog or as a toast.
 */
export function useActingPassword({ onConfirm, refusalKey, refusalParams, onClose }: ActingPasswordOptions) {
  const [password, setPassword] = useState('');
  const [fieldKey, setFieldKey] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ key: string; params: Record<string, string | number> } | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setFieldKey(null);
    setRefusal(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React bubbles a portal's events through the component tree: without this, a dialog opened
    // from inside a form also submits that form.
    event.stopPropagation();
    if (password === '') {
      setFieldKey('errorInfo.required');
      return;
    }
    setBusy(true);
    const outcome = actingPasswordOutcome(await onConfirm(password), refusalKey, refusalParams);
    setBusy(false);
    switch (outcome.kind) {
      case 'done':
        close();
        return;
      case 'fieldError':
        setPassword('');
        setFieldKey(outcome.key);
        return;
      case 'refused':
        setFieldKey(null);
        setRefusal({ key: outcome.key, params: outcome.params });
        return;
      case 'toast':
        showMessage(messageFromProblem(outcome.problem));
        close();
        return;
      default: {
        const unknown: never = outcome;
        throw new Error(`unknown outcome ${JSON.stringify(unknown)}`);
      }
    }
  };

  const edit = (value: string) => {
    setPassword(value);
    setFieldKey(null);
  };

  return { password, edit, fieldKey, refusal, busy, close, submit };
}
