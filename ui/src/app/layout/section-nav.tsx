import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SubNav } from '@/components/sub-nav/sub-nav.tsx';
import { useAppSelector } from '../hooks.ts';
import { sectionTabsFor } from '../section-tabs.ts';

/** The tabs of the section the page belongs to (section-tabs.ts), above every page of it. */
export function SectionNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useAppSelector((state) => state.session);
  const section = sectionTabsFor(pathname, session);
  if (!section) return null;
  const items = section.tabs.map((tab) => ({ id: tab.crumb, to: tab.path, label: t(`routes.${tab.crumb}`), selected: tab.selected }));
  return <SubNav items={items} label={t(section.labelKey)} testId="section-tabs" />;
}
