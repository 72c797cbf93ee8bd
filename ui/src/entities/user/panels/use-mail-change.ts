import { type FormEvent, useReducer, useState } from 'react';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { showMessage } from '@/components/toaster.tsx';
import { isProblem } from '@/lib/api.ts';
import { useCommand } from '@/lib/commands.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useGetUserInfoQuery } from '@/entities/session/session-api.ts';
import { confirmMailChange, requestMailChange } from '../user-commands.ts';
import { initialMailChange, isCodeRefusal, mailChangeError, mailChangeReducer, type MailChangeEvent } from './mail-change-flow.ts';

/**
 * The mail change's state and its two commands (mail-change-flow.ts): `submit` requests the code
 * or confirms it; a refusal the field can show becomes `error`, any other a message.
 */
export function useMailChange(currentMail: string) {
  const [state, dispatch] = useReducer(mailChangeReducer, initialMailChange);
  const [tried, setTried] = useState(false);
  const [apiError, setApiError] = useState<FieldMessage | null>(null);
  const [request, requestCall] = useCommand(requestMailChange);
  const [confirm, confirmCall] = useCommand(confirmMailChange);
  // The session shows the login mail: ask the server again once it changed.
  const { refetch } = useGetUserInfoQuery(undefined);
  const ownError = mailChangeError(state, currentMail);
  const error = apiError ?? (tried ? ownError : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setApiError(null);
    if (ownError || state.step === 'done') return;
    const result =
      state.step === 'request'
        ? await request({ newMail: state.newMail.trim() })
        : await confirm({ code: state.code });
    setTried(false);
    if (result.error) {
      const problem = isProblem(result.error) ? result.error : null;
      if (problem && (problem.code === 'ALREADY_REGISTERED' || isCodeRefusal(problem.code))) {
        setApiError({ key: `codes.${problem.code}`, params: {} });
        if (state.step === 'confirm') dispatch({ type: 'codeRefused' });
      } else showMessage(problem ? messageFromProblem(problem) : { type: 'error' });
      return;
    }
    if (state.step === 'request') {
      dispatch({ type: 'codeSent' });
      return;
    }
    dispatch({ type: 'confirmed' });
    showMessage({ type: 'success', key: 'personalSettings.mailChanged' });
    void refetch();
  };

  /** An edit clears the server's refusal. */
  const edit = (event: MailChangeEvent) => {
    setApiError(null);
    dispatch(event);
  };

  return { state, error, submit, edit, restart: () => dispatch({ type: 'restart' }), isLoading: requestCall.isLoading || confirmCall.isLoading };
}
