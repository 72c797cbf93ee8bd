import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CustomerProfileEditor } from '@/entities/customer/customer-profile-editor.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { MailChangePanel } from '@/entities/user/panels/mail-change-panel.tsx';
import { ChangeOwnPasswordPanel } from '@/entities/user/panels/password-panels.tsx';
import { paths } from '@/config/paths.ts';
import { useAppSelector } from '@/app/hooks.ts';
import { ContactPersonNotice } from './contact-person-notice.tsx';

function NoCustomer() {
  const { t } = useTranslation();
  return <Callout intent="warning">{t('accountSettings.noCustomer')}</Callout>;
}

/** /account-settings/company-details: the own firm; its customer admins change it (ChangeCustomer). */
export function CompanyDetailsPage() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.session.user);
  const customerId = user?.customerId ?? null;
  return (
    <PageCard title={t('routes.companyDetails')} testId="company-details">
      {customerId && user ? (
        <>
          <ContactPersonNotice customerId={customerId} userId={user.id} canEdit={user.isCustomerAdmin} />
          <CustomerProfileEditor customerId={customerId} canEdit={user.isCustomerAdmin} />
        </>
      ) : (
        <NoCustomer />
      )}
    </PageCard>
  );
}

/**
 * /account-settings/personal-details: a private customer keeps its personal data at customer
 * level (spec section 2), so this is the customer's profile, plus the login's password and mail.
 */
export function PersonalDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const customerId = user?.customerId ?? null;
  return (
    <PageCard title={t('routes.personalDetails')} testId="personal-details">
      {customerId ? <CustomerProfileEditor customerId={customerId} canEdit /> : <NoCustomer />}
      <div className="portal-form-actions">
        <Button onClick={() => void navigate(paths.accountSettings.changePassword)} data-testid="personal-details-password">
          {t('userPages.changePassword')}
        </Button>
      </div>
      {user && (
        <section className="portal-form-section" data-testid="personal-mail">
          <h4>{t('personalSettings.mail')}</h4>
          <MailChangePanel currentMail={user.email} />
        </section>
      )}
    </PageCard>
  );
}

/** /account-settings/personal-details/change-password: ChangeOwnPassword of a private customer. */
export function OwnPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageCard title={t('routes.changePassword')} testId="own-password-page">
      <ChangeOwnPasswordPanel onDone={() => void navigate(paths.accountSettings.personalDetails)} />
    </PageCard>
  );
}
