import { Button, Callout, Code } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showMessage } from '@/components/toaster.tsx';
import { paths } from '@/config/paths.ts';

/**
 * The recovery code, shown once: the only way back in when the authenticator is lost
 * (/reset-2fa). Copying it says so with COPY_CLIPBOARD_INFO; then on to the login.
 */
export function RecoveryCodePanel({ recoveryCode, successCode }: { recoveryCode: string; successCode: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCode);
      showMessage({ type: 'info', code: 'COPY_CLIPBOARD_INFO' });
    } catch {
      // No clipboard (an insecure origin, or refused): the code stays on screen to copy by hand.
      showMessage({ type: 'warning', key: 'twoFactor.copyFailed' });
    }
  };
  return (
    <div className="portal-recovery-code" data-testid="recovery-code-panel">
      <Callout intent="success">{t(`codes.${successCode}`)}</Callout>
      <p>{t('twoFactor.recoveryIntro')}</p>
      <p>
        <Code className="portal-recovery-code-value" data-testid="recovery-code">
          {recoveryCode}
        </Code>{' '}
        <Button onClick={() => void copy()} data-testid="recovery-copy">
          {t('twoFactor.copy')}
        </Button>
      </p>
      <Link to={paths.login} data-testid="to-login">
        {t('twoFactor.toLogin')}
      </Link>
    </div>
  );
}
