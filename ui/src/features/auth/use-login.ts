import { type FormEvent, useReducer, useState } from 'react';
import { showMessage } from '@/components/toaster.tsx';
import { useLoginMutation, useLoginTotpMutation } from '@/entities/session/session-api.ts';
import { isProblem } from '@/lib/api.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { loadSchemaChecks } from '@/lib/schema-checks.ts';
import { initialLoginState, type LoginFieldErrors, loginFieldErrors, loginReducer, loginRequest } from './login-flow.ts';

/** The two login steps: mail and password, then the authenticator code; each sends its own call. */
export function useLogin() {
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  // Field messages show once the user tried to send the step, not while typing the first time.
  const [tried, setTried] = useState(false);
  const [login, credentialsCall] = useLoginMutation();
  const [loginTotp, totpCall] = useLoginTotpMutation();
  const errors: LoginFieldErrors = tried ? loginFieldErrors(state) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await loadSchemaChecks();
    setTried(true);
    if (Object.keys(loginFieldErrors(state)).length > 0) return;
    const request = loginRequest(state);
    const result = 'code' in request ? await loginTotp(request) : await login(request);
    if (result.error) {
      const problem = isProblem(result.error) ? result.error : null;
      dispatch({ type: 'refused', code: problem?.code ?? '' });
      showMessage(problem ? messageFromProblem(problem) : { type: 'error' });
      return;
    }
    setTried(false);
    if (state.step === 'credentials') dispatch({ type: 'credentialsAccepted' });
  };

  const back = () => {
    setTried(false);
    dispatch({ type: 'back' });
  };

  return { state, dispatch, errors, submit, back, checkingCredentials: credentialsCall.isLoading, checkingCode: totpCall.isLoading };
}
