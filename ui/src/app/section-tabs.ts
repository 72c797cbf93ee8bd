import { guardDecision, type Guard, type GuardSession } from './guards.ts';
import { joinPath, type RouteNode, routeTable } from './route-table.ts';

// The sub-navigation of spec section 2's sections, read off the route skeleton: a top-level
// node with children and an index redirect (account settings, portfolio management, customer
// management, market, admin, tasks) or a group of top-level pages sharing a `section`
// (procurement). A child added to the skeleton becomes a tab without further code.

export interface SectionTab {
  /** `routes.<crumb>` names the tab. */
  crumb: string;
  path: string;
  /** The URL is at this tab or below it (a nested page selects its top child). */
  selected: boolean;
}

export interface SectionTabs {
  /** Translation key of the section's name (the tab bar's accessible label). */
  labelKey: string;
  tabs: SectionTab[];
}

interface Section {
  labelKey: string;
  /** The section's own path; a group of top-level pages has none and is where its members are. */
  root: string | null;
  /** The tabs' nodes with their full paths and the guard each inherits. */
  members: { node: RouteNode; path: string; guard: Guard | undefined }[];
}

// A tab is a page of its own segment: parameter segments (an offer, a user) are no place to go
// without their value, and an empty segment is the section itself.
const isTab = (node: RouteNode) => node.page === true && node.crumb !== undefined && node.path !== '' && !node.path.includes(':');

function sectionsOf(table: RouteNode[]): Section[] {
  const sections: Section[] = [];
  const groups = new Map<string, Section>();
  for (const node of table) {
    if (node.section) {
      let group = groups.get(node.section);
      if (!group) {
        group = { labelKey: `menu.${node.section}`, root: null, members: [] };
        groups.set(node.section, group);
        sections.push(group);
      }
      group.members.push({ node, path: joinPath('/', node.path), guard: node.guard });
    } else if (node.indexRedirect && node.children?.length) {
      const parent = joinPath('/', node.path);
      const members = node.children.filter(isTab).map((child) => ({ node: child, path: joinPath(parent, child.path), guard: child.guard ?? node.guard }));
      sections.push({ labelKey: `routes.${node.crumb ?? ''}`, root: parent, members });
    }
  }
  return sections;
}

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

const allowed = (guard: Guard | undefined, session: GuardSession, path: string) => !guard || guardDecision(guard, session, path).allow;

/**
 * The tabs of the section `pathname` lies in, limited to those the session's role may open;
 * null outside a section or when the role may open fewer than two (nothing to choose).
 *
 * @example sectionTabsFor('/admin/holidays', { role: 'admin', customerType: null })
 * // { labelKey: 'routes.admin', tabs: [{ crumb: 'messages', path: '/admin/messages', selected: false }, …, { crumb: 'holidays', …, selected: true }, …] }
 */
export function sectionTabsFor(pathname: string, session: GuardSession, table: RouteNode[] = routeTable): SectionTabs | null {
  const section = sectionsOf(table).find((s) => (s.root ? within(pathname, s.root) : s.members.some((m) => within(pathname, m.path))));
  if (!section) return null;
  const tabs = section.members
    .filter((m) => allowed(m.guard, session, m.path))
    .map((m) => ({ crumb: m.node.crumb ?? '', path: m.path, selected: within(pathname, m.path) }));
  return tabs.length >= 2 ? { labelKey: section.labelKey, tabs } : null;
}

