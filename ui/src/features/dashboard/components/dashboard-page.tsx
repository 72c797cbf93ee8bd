import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks.ts';
import { PageCard } from '@/components/page-card.tsx';
import { RoleDashboard } from './role-dashboard.tsx';
import { WelcomeCard } from './welcome-card.tsx';

/** / and /dashboard: a visitor's welcome with the way to log in; a logged-in user's role dashboard. */
export function DashboardPage() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector((state) => state.session.role !== 'default');
  return (
    <PageCard title={t('routes.dashboard')} testId="dashboard">
      {loggedIn ? <RoleDashboard /> : <WelcomeCard />}
    </PageCard>
  );
}
