import { type FormEvent, useEffect, useReducer, useState } from 'react';
import { hasFieldErrors } from '@/components/forms/field-errors.ts';
import { showMessage } from '@/components/toaster.tsx';
import { totpRefusal } from '@/entities/two-factor/two-factor.ts';
import { isProblem } from '@/lib/api.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { activationReducer, initialActivationState, passwordStepErrors } from './activation-flow.ts';
import { useConfirmActivationTotpMutation, useGetActivationQuery, useRenewActivationQrCodeMutation, useSetActivationPasswordMutation } from './api.ts';

// Refusals the form shows itself (at a field, or as the end of the link); others are toasts.
const SHOWN_IN_FORM = new Set(['ACTIVATIONCODE_WRONG', 'LINK_EXPIRED', 'AUTO_LOGOUT', 'QRCODE_EXPIRED', 'AUTHANTICATOR_CODE_WRONG']);

/** The activation link's steps (activation-flow.ts) and the calls that move them on. */
export function useActivation(id: string) {
  const [state, dispatch] = useReducer(activationReducer, initialActivationState);
  const [tried, setTried] = useState(false);
  const lookup = useGetActivationQuery(id);
  const [setPassword, passwordCall] = useSetActivationPasswordMutation();
  const [renew, renewCall] = useRenewActivationQrCodeMutation();
  const [confirm, confirmCall] = useConfirmActivationTotpMutation();

  useEffect(() => {
    if (lookup.data) dispatch({ type: 'loaded', user: lookup.data });
    else if (lookup.error) dispatch({ type: 'refused', code: isProblem(lookup.error) ? lookup.error.code : 'ERR_BAD_RESPONSE' });
  }, [lookup.data, lookup.error]);

  /** Tells the machine, and the user by toast when the form has no place for it. */
  const refused = (error: unknown) => {
    const code = isProblem(error) ? error.code : 'ERR_BAD_RESPONSE';
    dispatch({ type: 'refused', code });
    if (!SHOWN_IN_FORM.has(code)) showMessage(isProblem(error) ? messageFromProblem(error) : { type: 'error' });
    return code;
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== 'password') return;
    setTried(true);
    if (hasFieldErrors(passwordStepErrors(state))) return;
    const result = await setPassword({ id, activationCode: state.activationCode.trim(), password: state.password, passwordRepeat: state.passwordRepeat });
    if (result.error) refused(result.error);
    else dispatch({ type: 'setupReceived', setup: result.data });
  };

  const renewSetup = (activationCode: string) =>
    void renew({ id, activationCode }).then((result) => (result.error ? refused(result.error) : dispatch({ type: 'setupReceived', setup: result.data })));

  const confirmCode = async (activationCode: string, code: string) => {
    const result = await confirm({ id, activationCode, code });
    if (!result.error) {
      dispatch({ type: 'activated', recoveryCode: result.data.recoveryCode });
      return 'ok' as const;
    }
    return totpRefusal(refused(result.error)) === 'wrongCode' ? ('wrongCode' as const) : ('failed' as const);
  };

  return {
    state,
    dispatch,
    tried,
    submitPassword,
    settingPassword: passwordCall.isLoading,
    renewSetup,
    confirmCode,
    confirming: confirmCall.isLoading || renewCall.isLoading,
  };
}
