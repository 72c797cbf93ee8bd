import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { EditUserPanel } from '@/entities/user/panels/edit-user-panel.tsx';
import { SetUserPasswordPanel } from '@/entities/user/panels/password-panels.tsx';
import { useGetUserByIdQuery } from '@/entities/user/user-api.ts';
import { overviewTabPath } from '../overview-tabs.ts';
import { customerUserPath } from './customer-overview-frame.tsx';

function useUserParams() {
  const { customerId = '', userId = '', customerType = '' } = useParams();
  return { customerId, userId, customerType };
}

/** /customer-management/customers/{customerId}/users/{userId}/{customerType}/edit */
export function CustomerUserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customerId, userId, customerType } = useUserParams();
  return (
    <PageCard title={t('routes.edit')} testId="customer-user-edit">
      <EditUserPanel
        userId={userId}
        canManage
        showCustomerAdmin={customerType === 'FI'}
        onDone={() => void navigate(overviewTabPath(customerId, customerType, 'users'))}
        onChangePassword={() => void navigate(customerUserPath(customerId, customerType, userId, 'change-password'))}
      />
    </PageCard>
  );
}

/** /customer-management/customers/{customerId}/users/{userId}/{customerType}/change-password */
export function CustomerUserPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customerId, userId, customerType } = useUserParams();
  const { data: user } = useGetUserByIdQuery(userId);
  return (
    <PageCard title={t('routes.changePassword')} testId="customer-user-password">
      <SetUserPasswordPanel
        userId={userId}
        userName={user ? `${user.prename} ${user.name}` : ''}
        onDone={() => void navigate(customerUserPath(customerId, customerType, userId, 'edit'))}
      />
    </PageCard>
  );
}
