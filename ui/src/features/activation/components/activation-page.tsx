import { Callout, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { RecoveryCodePanel } from '@/entities/two-factor/recovery-code-panel.tsx';
import { TotpSetup } from '@/entities/two-factor/totp-setup.tsx';
import { paths } from '@/config/paths.ts';
import { messageKeyOf } from '@/lib/messages/rules.ts';
import { useActivation } from '../use-activation.ts';
import { PasswordStep } from './password-step.tsx';

/** /activate-user/:id: the link of the invitation mail (docs/identity-api.md, "Public routes"). */
export function ActivationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const activation = useActivation(id);
  return (
    <PageCard title={t('activation.title')} testId="activation">
      <div data-step={activation.state.step}>
        <ActivationStep activation={activation} />
      </div>
    </PageCard>
  );
}

function ActivationStep({ activation }: { activation: ReturnType<typeof useActivation> }) {
  const { state } = activation;
  switch (state.step) {
    case 'loading':
      return <Spinner />;
    case 'unavailable':
      return <ActivationUnavailable code={state.code} />;
    case 'password':
      return <PasswordStep state={state} dispatch={activation.dispatch} tried={activation.tried} sending={activation.settingPassword} onSubmit={activation.submitPassword} />;
    case 'totp': {
      const { activationCode } = state;
      return (
        <TotpSetup
          setup={state.setup}
          expired={state.expired}
          busy={activation.confirming}
          onRenew={() => activation.renewSetup(activationCode)}
          onConfirm={(code) => activation.confirmCode(activationCode, code)}
        />
      );
    }
    case 'done':
      return <RecoveryCodePanel recoveryCode={state.recoveryCode} successCode="ACTIVATION_SUCCESSFULL" />;
    default: {
      const unknown: never = state;
      throw new Error(`unknown activation step ${JSON.stringify(unknown)}`);
    }
  }
}

/** The link cannot be used (expired, used, unknown): why, and the way to the login. */
function ActivationUnavailable({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Callout intent="warning" data-testid="activation-unavailable" data-code={code}>
      <p>{t(messageKeyOf({ code }))}</p>
      <Link to={paths.login}>{t('activation.toLogin')}</Link>
    </Callout>
  );
}
