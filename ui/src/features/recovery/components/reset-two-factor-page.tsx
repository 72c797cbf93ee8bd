import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { RecoveryCodePanel } from '@/entities/two-factor/recovery-code-panel.tsx';
import { TotpSetup } from '@/entities/two-factor/totp-setup.tsx';
import { useResetTwoFactor } from '../use-reset-two-factor.ts';
import { ResetCredentialsStep } from './reset-credentials-step.tsx';

/** /reset-2fa: a lost authenticator, replaced with the recovery code (docs/identity-api.md). */
export function ResetTwoFactorPage() {
  const { t } = useTranslation();
  const reset = useResetTwoFactor();
  return (
    <PageCard title={t('recovery.reset2faTitle')} testId="reset-2fa">
      <div data-step={reset.state.step}>
        <ResetStep reset={reset} />
      </div>
    </PageCard>
  );
}

function ResetStep({ reset }: { reset: ReturnType<typeof useResetTwoFactor> }) {
  const { state } = reset;
  switch (state.step) {
    case 'credentials':
      return <ResetCredentialsStep state={state} dispatch={reset.dispatch} tried={reset.tried} sending={reset.starting} onSubmit={reset.submit} />;
    case 'totp': {
      const { resetId } = state;
      return <TotpSetup setup={state.setup} expired={state.expired} busy={reset.confirming} onRestart={reset.restart} onConfirm={(code) => reset.confirmCode(resetId, code)} />;
    }
    case 'done':
      return <RecoveryCodePanel recoveryCode={state.recoveryCode} successCode="TWO_FACTOR_RECOVERY_SUCCESS" />;
    default: {
      const unknown: never = state;
      throw new Error(`unknown reset-2fa step ${JSON.stringify(unknown)}`);
    }
  }
}
