import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppSelector } from '@/app/hooks.ts';
import { PageCard } from '@/components/page-card.tsx';
import { homePathOf } from '@/config/paths.ts';
import { RoleDashboard } from './role-dashboard.tsx';
import { WelcomeCard } from './welcome-card.tsx';

/**
 * / and /dashboard: a visitor's welcome with the way to log in; a logged-in user's role
 * dashboard. The auditor has no business figures to see: he goes home (the audit).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const role = useAppSelector((state) => state.session.role);
  const loggedIn = role !== 'default';
  if (role === 'auditor') return <Navigate to={homePathOf(role)} replace />;
  return (
    <PageCard title={t('routes.dashboard')} testId="dashboard">
      {loggedIn ? <RoleDashboard /> : <WelcomeCard />}
    </PageCard>
  );
}
