import { type FormEvent, useReducer, useState } from 'react';
import { hasFieldErrors } from '@/components/forms/field-errors.ts';
import { showMessage } from '@/components/toaster.tsx';
import { totpRefusal } from '@/entities/two-factor/two-factor.ts';
import { isProblem } from '@/lib/api.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useConfirmTwoFactorResetMutation, useStartTwoFactorResetMutation } from './api.ts';
import { credentialErrors, initialResetTwoFactorState, resetTwoFactorReducer } from './reset-two-factor-flow.ts';

/** The reset's steps (reset-two-factor-flow.ts) and the calls that move them on. */
export function useResetTwoFactor() {
  const [state, dispatch] = useReducer(resetTwoFactorReducer, initialResetTwoFactorState);
  const [tried, setTried] = useState(false);
  const [start, startCall] = useStartTwoFactorResetMutation();
  const [confirm, confirmCall] = useConfirmTwoFactorResetMutation();

  /** Tells the machine, and the user by toast when the form has no place for the refusal. */
  const refused = (error: unknown, shownInForm: readonly string[]) => {
    const code = isProblem(error) ? error.code : 'ERR_BAD_RESPONSE';
    dispatch({ type: 'refused', code });
    if (!shownInForm.includes(code)) showMessage(isProblem(error) ? messageFromProblem(error) : { type: 'error' });
    return code;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== 'credentials') return;
    setTried(true);
    if (hasFieldErrors(credentialErrors(state))) return;
    const result = await start({ mail: state.mail.trim(), password: state.password, recoveryCode: state.recoveryCode.trim() });
    if (result.error) refused(result.error, ['WRONG_RECOVERY_KEY']);
    else dispatch({ type: 'setupReceived', resetId: result.data.resetId, setup: result.data });
  };

  const restart = () => {
    setTried(false);
    dispatch({ type: 'restart' });
  };

  const confirmCode = async (resetId: string, code: string) => {
    const result = await confirm({ resetId, code });
    if (!result.error) {
      dispatch({ type: 'recovered', recoveryCode: result.data.recoveryCode });
      return 'ok' as const;
    }
    return totpRefusal(refused(result.error, ['AUTHANTICATOR_CODE_WRONG', 'QRCODE_EXPIRED'])) === 'wrongCode' ? ('wrongCode' as const) : ('failed' as const);
  };

  return { state, dispatch, tried, submit, starting: startCall.isLoading, restart, confirmCode, confirming: confirmCall.isLoading };
}
