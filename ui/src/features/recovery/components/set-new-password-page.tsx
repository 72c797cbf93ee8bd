import { Button, Callout, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TextField } from '@/components/forms/form-field.tsx';
import { hasFieldErrors } from '@/components/forms/field-errors.ts';
import { newPasswordErrors } from '@/components/forms/password-form.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { paths } from '@/config/paths.ts';
import { isProblem } from '@/lib/api.ts';
import { messageFromProblem, messageKeyOf } from '@/lib/messages/rules.ts';
import { useCheckResetLinkQuery, useSetNewPasswordMutation } from '../api.ts';

/** /set-new-password/:id: the link of the reset mail (1 hour); an old link says LINK_EXPIRED at once. */
export function SetNewPasswordPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const link = useCheckResetLinkQuery(id);
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const [expiredCode, setExpiredCode] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [save, call] = useSetNewPasswordMutation();
  const errors = tried ? newPasswordErrors(password, passwordRepeat) : {};
  const unusable = expiredCode ?? (link.error ? (isProblem(link.error) ? link.error.code : 'ERR_BAD_RESPONSE') : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasFieldErrors(newPasswordErrors(password, passwordRepeat))) return;
    const result = await save({ id, password, passwordRepeat });
    if (!result.error) return setDone(true);
    if (isProblem(result.error) && result.error.code === 'LINK_EXPIRED') return setExpiredCode('LINK_EXPIRED');
    setPassword('');
    setPasswordRepeat('');
    showMessage(isProblem(result.error) ? messageFromProblem(result.error) : { type: 'error' });
  };

  const body = () => {
    if (done) {
      return (
        <Callout intent="success" data-testid="set-new-password-done">
          <p>{t('recovery.passwordChanged')}</p>
          <Link to={paths.login}>{t('recovery.toLogin')}</Link>
        </Callout>
      );
    }
    if (unusable) {
      return (
        <Callout intent="warning" data-testid="set-new-password-unavailable" data-code={unusable}>
          <p>{t(messageKeyOf({ code: unusable }))}</p>
          <Link to={paths.resetPassword}>{t('recovery.requestAgain')}</Link>
        </Callout>
      );
    }
    if (!link.data) return <Spinner />;
    return (
      <form className="portal-login-form" noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('recovery.newPasswordIntro')}</p>
        <TextField id="new-password" label={t('recovery.password')} type="password" autoComplete="new-password" autoFocus value={password} onChange={setPassword} error={errors.password} />
        <TextField id="new-password-repeat" label={t('recovery.passwordRepeat')} type="password" autoComplete="new-password" value={passwordRepeat} onChange={setPasswordRepeat} error={errors.passwordRepeat} />
        <Button type="submit" intent="primary" loading={call.isLoading} data-testid="set-new-password-submit">
          {t('recovery.save')}
        </Button>
      </form>
    );
  };

  return (
    <PageCard title={t('recovery.setNewPasswordTitle')} testId="set-new-password">
      {body()}
    </PageCard>
  );
}
