import { Link } from 'react-router';
import './sub-nav.css';

export interface SubNavItem {
  /** Names the item in test ids. */
  id: string;
  to: string;
  label: string;
  selected: boolean;
}

/**
 * A row of tabs that are links: the URL picks the selected one, so a reload, the back button
 * and a shared link show the same tab. Links, not Blueprint's Tabs, because each tab is a page
 * of its own (`aria-current`, not a tab panel).
 */
export function SubNav({ items, label, testId }: { items: SubNavItem[]; label: string; testId?: string }) {
  return (
    <nav className="portal-sub-nav" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={`portal-sub-nav-tab${item.selected ? ' portal-sub-nav-selected' : ''}`}
          aria-current={item.selected ? 'page' : undefined}
          data-testid={testId ? `${testId}-${item.id}` : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
