import { Button, Callout, Code, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authenticatorCodeError, type TotpSetupData } from './two-factor.ts';

interface TotpSetupProps {
  setup: TotpSetupData;
  /** The server said QRCODE_EXPIRED: the code cannot be confirmed any more. */
  expired: boolean;
  /** Gets a new QR code (activation); without it the user starts over (`onRestart`). */
  onRenew?: () => void;
  onRestart?: () => void;
  onConfirm: (code: string) => Promise<'ok' | 'wrongCode' | 'failed'>;
  busy: boolean;
}

/**
 * The authenticator setup of activation and two-factor recovery: the server's QR code (an SVG
 * shown as an image, so nothing in it runs), the secret as text for typing in by hand, and the
 * first six-digit code, which confirms the setup.
 */
export function TotpSetup({ setup, expired, onRenew, onRestart, onConfirm, busy }: TotpSetupProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [wrong, setWrong] = useState(false);
  const error = tried ? (authenticatorCodeError(code) ?? (wrong ? 'codes.AUTHANTICATOR_CODE_WRONG' : null)) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setWrong(false);
    if (authenticatorCodeError(code)) return;
    const outcome = await onConfirm(code);
    if (outcome === 'wrongCode') {
      setWrong(true);
      setCode('');
    }
  };

  return (
    <form className="portal-totp-setup" noValidate onSubmit={(e) => void submit(e)} data-testid="totp-setup">
      <p>{t('twoFactor.scanIntro')}</p>
      <img className="portal-totp-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t('twoFactor.qrAlt')} width={200} height={200} data-testid="totp-qr" />
      <p>
        {t('twoFactor.secretIntro')} <Code data-testid="totp-secret">{setup.secret}</Code>
      </p>
      {expired ? (
        <Callout intent="warning" data-testid="totp-expired">
          <p>{t('codes.QRCODE_EXPIRED')}</p>
          {onRenew ? (
            <Button intent="primary" onClick={onRenew} loading={busy} data-testid="totp-renew">
              {t('twoFactor.renew')}
            </Button>
          ) : (
            <Button intent="primary" onClick={onRestart} data-testid="totp-restart">
              {t('twoFactor.restart')}
            </Button>
          )}
        </Callout>
      ) : (
        <>
          <FormGroup
            label={t('twoFactor.code')}
            labelFor="totp-code"
            intent={error ? 'danger' : 'none'}
            helperText={error ? <span data-testid="totp-code-error">{t(error)}</span> : undefined}
          >
            <InputGroup
              id="totp-code"
              data-testid="totp-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              intent={error ? 'danger' : 'none'}
              onValueChange={(value) => setCode(value.trim())}
            />
          </FormGroup>
          <Button type="submit" intent="primary" loading={busy} data-testid="totp-confirm">
            {t('twoFactor.confirm')}
          </Button>
        </>
      )}
    </form>
  );
}
