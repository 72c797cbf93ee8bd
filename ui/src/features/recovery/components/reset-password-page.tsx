import { Button, Callout } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/forms/form-field.tsx';
import { hasFieldErrors } from '@/components/forms/field-errors.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { paths } from '@/config/paths.ts';
import { isProblem } from '@/lib/api.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useRequestPasswordResetMutation } from '../api.ts';
import { mailErrors } from '../reset-two-factor-flow.ts';

/**
 * /reset-password: the mail goes to the server, which mails a reset link if an account has it.
 * The page answers the same either way, so it tells nobody which addresses exist.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [mail, setMail] = useState('');
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const [request, call] = useRequestPasswordResetMutation();
  const errors = tried ? mailErrors(mail) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasFieldErrors(mailErrors(mail))) return;
    const result = await request({ mail: mail.trim() });
    if (result.error) showMessage(isProblem(result.error) ? messageFromProblem(result.error) : { type: 'error' });
    else setSent(true);
  };

  return (
    <PageCard title={t('recovery.resetPasswordTitle')} testId="reset-password">
      {sent ? (
        <Callout intent="success" data-testid="reset-password-sent">
          <p>{t('recovery.resetPasswordSent')}</p>
          <Link to={paths.login}>{t('recovery.toLogin')}</Link>
        </Callout>
      ) : (
        <form className="portal-login-form" noValidate onSubmit={(e) => void submit(e)}>
          <p>{t('recovery.resetPasswordIntro')}</p>
          <TextField id="reset-mail" label={t('forms.mail')} type="email" autoComplete="username" autoFocus value={mail} onChange={setMail} error={errors.mail} />
          <Button type="submit" intent="primary" loading={call.isLoading} data-testid="reset-password-submit">
            {t('recovery.send')}
          </Button>
          <Link className="portal-login-link" to={paths.login}>
            {t('recovery.toLogin')}
          </Link>
        </form>
      )}
    </PageCard>
  );
}
