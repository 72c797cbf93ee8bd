import { Card, H4, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CardId } from '../dashboard-cards.ts';

/** One card of the dashboard: a title, its figures or an empty state, and where to go from it. */
export function DashboardCard({ id, icon, title, children, link }: { id: CardId; icon: IconName; title: string; children: ReactNode; link?: { to: string; label: string } }) {
  return (
    <Card className="portal-dashboard-card" data-testid={`dashboard-card-${id}`}>
      <H4>
        <Icon icon={icon} /> {title}
      </H4>
      <div className="portal-dashboard-card-body">{children}</div>
      {link && (
        <Link to={link.to} data-testid={`dashboard-card-${id}-link`}>
          {link.label}
        </Link>
      )}
    </Card>
  );
}

/** What a card shows while its list is empty: said in words, never a made-up figure. */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className="portal-dashboard-empty" data-testid="dashboard-empty">
      {text}
    </p>
  );
}
