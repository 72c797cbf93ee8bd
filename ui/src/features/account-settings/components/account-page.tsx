import { H4, Spinner } from '@blueprintjs/core';
import { DetailTable } from '@/components/detail-table.tsx';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { type AccountDetail, useGetAccountQuery } from '../api.ts';
import { formatPhone } from '@/lib/format/phone.ts';

/** /account-settings/account: the own sales partner's profile, read-only (the admin changes it). */
export function AccountPage() {
  const { t } = useTranslation();
  const { data: account, error } = useGetAccountQuery(undefined);
  return (
    <PageCard title={t('routes.account')} testId="account-page">
      <LoadError error={error} />
      {!account && !error && <Spinner />}
      {account && <AccountView account={account} />}
    </PageCard>
  );
}

function AccountView({ account }: { account: AccountDetail }) {
  const { t } = useTranslation();
  const { address, contact } = account;
  const yesNo = (value: boolean) => t(value ? 'accountSettings.yes' : 'accountSettings.no');
  return (
    <>
      <DetailTable
        testId="account-profile"
        rows={[
          [t('accountSettings.name'), account.name],
          [t('accountSettings.subdomain'), account.subdomain],
          [t('accountSettings.domains'), account.domains.join(', ')],
          [t('accountSettings.website'), account.website],
          [t('accountSettings.mail'), account.mail],
          [t('accountSettings.phone'), formatPhone('', account.phone)],
          [t('accountSettings.address'), `${address.street} ${address.streetNr}, ${address.zipCode} ${address.place} (${address.country})`],
          [t('accountSettings.currencies'), account.currencies.join(', ')],
          [t('accountSettings.marketAreas'), account.marketAreas.join(', ')],
          [t('accountSettings.communicationMail'), account.communicationMail],
          [t('accountSettings.active'), yesNo(account.active)],
          [t('accountSettings.publicRegistration'), yesNo(account.publicRegistration)],
        ]}
      />
      <H4>{t('accountSettings.contact')}</H4>
      <DetailTable
        testId="account-contact"
        rows={[
          [t('accountSettings.name'), contact.name],
          [t('accountSettings.address'), `${contact.street} ${contact.streetNr}, ${contact.zipCode} ${contact.place}`],
          [t('accountSettings.phone'), formatPhone('', contact.phone)],
          [t('accountSettings.mail'), contact.mail],
          [t('accountSettings.website'), contact.website],
          [t('accountSettings.openToPublic'), yesNo(contact.opentopublic)],
        ]}
      />
      <p className="bp6-text-muted">{t('accountSettings.changedByOperator')}</p>
    </>
  );
}
