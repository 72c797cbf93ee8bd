import { H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks.ts';
import { cardsFor, type CardId } from '../dashboard-cards.ts';
import { CompanyCard, CustomersCard, PartnersCard, UsersCard } from './account-cards.tsx';
import { MarketTeaserCard } from './market-teaser-card.tsx';
import { OffersCard, StrategiesCard, TodosCard, TranchesCard } from './procurement-cards.tsx';
import './dashboard.css';

/** The logged-in user's dashboard: the cards of the role (dashboard-cards.ts) in a grid. */
export function RoleDashboard() {
  const { t } = useTranslation();
  const session = useAppSelector((state) => state.session);
  const customerId = session.role === 'customer' ? (session.user?.customerId ?? null) : null;
  const card = (id: CardId): ReactNode => {
    switch (id) {
      case 'partners':
        return <PartnersCard key={id} />;
      case 'customers':
        return <CustomersCard key={id} />;
      case 'users':
        return <UsersCard key={id} />;
      case 'company':
        return customerId && <CompanyCard key={id} customerId={customerId} firm={session.customerType === 'FI'} />;
      case 'todos':
        return <TodosCard key={id} />;
      case 'offers':
        return session.role !== 'default' && session.role !== 'auditor' && <OffersCard key={id} role={session.role} />;
      case 'strategies':
        return <StrategiesCard key={id} customerId={customerId} />;
      case 'tranches':
        return <TranchesCard key={id} customerId={customerId} />;
      case 'market':
        return <MarketTeaserCard key={id} />;
    }
  };
  return (
    <section data-testid="role-dashboard" data-role={session.role}>
      {session.user && <H3>{t('dashboard.greeting', { name: `${session.user.prename} ${session.user.name}`.trim() })}</H3>}
      <div className="portal-dashboard-grid">{cardsFor(session.role, session.customerType).map(card)}</div>
    </section>
  );
}
