import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { useCommand } from '@/lib/commands.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useGetSalesPartnerQuery } from '../api.ts';
import { sendTestMail } from '../partner-commands.ts';
import { usePartnerParams } from '../partner-routes.ts';
import { LoadState } from './load-state.tsx';

/** /customer-management/sales-partner/{id}/test-mail: SendTestMail to the communication mail. */
export function TestMailPage() {
  const { t } = useTranslation();
  const { salesPartnerId } = usePartnerParams();
  const { data: partner, isError } = useGetSalesPartnerQuery(salesPartnerId);
  const [send, call] = useCommand(sendTestMail);
  const sendMail = async () => {
    const result = await send({ salesPartnerId });
    if (result.error) showMessage(messageFromProblem(problemOf(result.error)));
    else showMessage({ type: 'success', key: 'salesPartners.messages.testMailSent', params: { mail: partner?.communicationMail ?? '' } });
  };
  return (
    <PageCard title={t('routes.testMail')} testId="sales-partner-test-mail">
      {!partner ? (
        <LoadState failed={isError} />
      ) : (
        <>
          <Callout intent="primary">{t('salesPartners.testMail.text', { mail: partner.communicationMail, name: partner.name })}</Callout>
          <p />
          <Button intent="primary" loading={call.isLoading} data-testid="sp-send-test-mail" onClick={() => void sendMail()}>
            {t('salesPartners.testMail.send')}
          </Button>
        </>
      )}
    </PageCard>
  );
}
