import type { Guard } from './guards.ts';
import type { CustomerType, Role } from './session-slice.ts';

// The skeleton of spec section 2's routes as data: path segments, breadcrumbs, guards and where
// a page shows. Which component a page shows is the features' business (their feature.ts,
// collected in feature-registry.ts); router.tsx joins the two. route-table.spec.ts checks the
// skeleton against config/paths.ts, so a path cannot exist in one and not the other.

/** Where an empty path goes: one target, or one per role (FI/PR for customers). */
export type IndexRedirect = string | Partial<Record<Exclude<Role, 'customer' | 'default'> | CustomerType, string>>;

export interface RouteNode {
  path: string;
  /** `routes.<crumb>` names the page in breadcrumbs and titles. */
  crumb?: string;
  /** A parameter segment shows its value in the breadcrumb. */
  param?: string;
  /** Applies to the node and all below it (children may narrow it). */
  guard?: Guard;
  /** The path shows a page: a feature's (feature-registry.ts) or, until one serves it, the pending page. */
  page?: boolean;
  indexRedirect?: IndexRedirect;
  /**
   * Top-level pages that form one section without a common parent path (procurement: /offers
   * and /strategies); section-tabs.ts shows them as that section's tabs, labelled `menu.<section>`.
   */
  section?: string;
  children?: RouteNode[];
}

const page = (path: string, crumb: string, guard?: Guard, children?: RouteNode[]): RouteNode => ({ path, crumb, guard, page: true, children });
const param = (path: string, name: string, children: RouteNode[], guard?: Guard): RouteNode => ({ path, param: name, guard, children });

const monthlyDetail = (): RouteNode[] => [
  param(':aggregationId/:year/:month/:offerId', 'offerId', [
    param('metering-point/:aggregationDetailId', 'aggregationDetailId', [{ path: '', crumb: 'meteringPoint', page: true }]),
    param('price-volume/:aggregationDetailId', 'aggregationDetailId', [{ path: '', crumb: 'priceVolume', page: true }]),
  ]),
];
const offerTabs = ['details', 'strategic-procurement', 'pricing', 'margin', 'time-series', 'documents'] as const;
const crumbOf = (segment: string) => segment.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

export const routeTable: RouteNode[] = [
  { path: '/', crumb: 'home', page: true, guard: 'public' },
  { path: '/dashboard', crumb: 'dashboard', page: true, guard: 'public' },
  { path: '/login', crumb: 'login', page: true, guard: 'publicOnly' },
  { path: '/registration/:type', crumb: 'registration', page: true, guard: 'publicOnly' },
  { path: '/reset-password', crumb: 'resetPassword', page: true, guard: 'publicOnly' },
  { path: '/reset-2fa', crumb: 'reset2fa', page: true, guard: 'publicOnly' },
  { path: '/set-new-password/:id', crumb: 'setNewPassword', page: true, guard: 'publicOnly' },
  // Public, not public-only: a logged-in user who follows an activation link is told by the
  // server (AUTO_LOGOUT) to log out first, rather than silently sent to the dashboard.
  { path: '/activate-user/:id', crumb: 'activateUser', page: true, guard: 'public' },
  { path: '/imprint', crumb: 'imprint', page: true, guard: 'public' },
  { path: '/not-found', crumb: 'notFound', page: true, guard: 'public' },
  page('/ecology', 'ecology', 'admin'),
  {
    path: '/account-settings',
    crumb: 'accountSettings',
    // The own things of every logged-in user, the auditor's included: each child narrows the guard.
    guard: 'loggedIn',
    indexRedirect: { salesPartner: 'account', FI: 'company-details', PR: 'personal-details', auditor: 'own-user' },
    children: [
      page('account', 'account', 'salesPartner'),
      page('design', 'design', 'salesPartner'),
      page('company-details', 'companyDetails', 'firm'),
      page('users', 'users', 'salesPartnerOrFirm', [
        page('new', 'usersNew'),
        // The own user here is the personal settings (menu.ts) of everyone but private customers.
        param(':userId', 'userId', [page('edit', 'edit'), page('change-password', 'changePassword')]),
      ]),
      page('personal-details', 'personalDetails', 'private', [page('change-password', 'changePassword')]),
      page('own-user', 'personalSettings', 'auditor', [page('change-password', 'changePassword')]),
    ],
  },
  {
    path: '/portfolio-management',
    crumb: 'portfolioManagement',
    guard: 'businessUser',
    indexRedirect: 'frame-contracts',
    children: [
      page('frame-contracts', 'frameContracts'),
      page('profile', 'profile'),
      page('strategies-list-tranches', 'strategiesListTranches'),
      page('monthly-overviews', 'monthlyOverviews', 'adminOrSalesPartner', monthlyDetail()),
      page('tools', 'tools', 'admin'),
    ],
  },
  { ...page('/offers', 'offers', 'businessUser', [
    page('new-offer/:id', 'newOffer', 'salesPartnerOrCustomer'),
    param(':offerId', 'offerId', [
      { path: '', indexRedirect: 'details' },
      // The margin is the partner's business: never a customer's page (spec section 2).
      ...offerTabs.map((tab) => page(tab, crumbOf(tab), tab === 'margin' ? 'adminOrSalesPartner' : undefined)),
      page('meteringpoints', 'meteringPoints'),
      page('monthly-overview', 'monthlyOverview'),
      param('monthly-overviews/:year/:month/price-volume/:aggregationDetailId', 'aggregationDetailId', [{ path: '', crumb: 'priceVolume', page: true }]),
      page('documents/adjustment', 'documentsAdjustment'),
      page('strategies', 'strategies', undefined, [
        page('new-management-strategy', 'newManagementStrategy'),
        param(':offerProcStratId', 'offerProcStratId', [
          { path: '', indexRedirect: 'details' },
          ...offerTabs.map((tab) => page(tab, crumbOf(tab))),
        ]),
      ]),
    ]),
  ]), section: 'procurement' },
  { ...page('/strategies', 'strategies', 'businessUser'), section: 'procurement' },
  {
    path: '/customer-management',
    crumb: 'customerManagement',
    guard: 'businessUser',
    indexRedirect: { admin: 'sales-partner', salesPartner: 'customers', FI: 'meteringpoints', PR: 'meteringpoints' },
    children: [
      page('sales-partner', 'salesPartners', 'admin', [
        page('new', 'salesPartnerNew'),
        {
          ...param(':salesPartnerId', 'salesPartnerId', [
            page('edit', 'edit'),
            page('test-mail', 'testMail'),
            page('document-template', 'documentTemplate'),
            page('monthly-overview', 'monthlyOverview', undefined, monthlyDetail()),
            page('users', 'users', undefined, [
              page('new', 'usersNew'),
              param(':userId', 'userId', [page('edit', 'edit'), page('change-password', 'changePassword')]),
            ]),
            page('design', 'design'),
          ]),
          page: true,
        },
      ]),
      page('customers', 'customers', 'salesPartner', [
        page('new', 'customersNew'),
        param(':customerId', 'customerId', [
          param('users/:userId/:customerType', 'userId', [page('edit', 'edit'), page('change-password', 'changePassword')]),
          param(':customerType', 'customerType', [
            {
              path: 'customer-overview',
              crumb: 'customerOverview',
              indexRedirect: 'frame-contracts',
              children: [
                page('frame-contracts', 'frameContracts'),
                page('strategies', 'strategies'),
                page('open-tranches', 'openTranches'),
                page('contact', 'contact'),
                page('users', 'users', undefined, [page('new', 'usersNew')]),
              ],
            },
          ]),
        ]),
      ]),
      page('meteringpoints', 'meteringPoints', undefined, [
        // The detail of one point (issue 11); 1 is consumption, anything else production.
        { ...param(':meteringCode/:meteringpointTypeId', 'meteringCode', [page('graph', 'graph')]), page: true },
        param(':meteringPoint', 'meteringPoint', [page('addresses', 'addresses'), page('address/:customerId?', 'address')]),
      ]),
      // The addresses of a customer's points, or of all the caller may see ('all').
      page('address/:customerId', 'addresses'),
    ],
  },
  {
    path: '/market',
    crumb: 'market',
    guard: 'businessUser',
    indexRedirect: 'future',
    children: [page('future', 'future'), page('spot', 'spot'), page('exchange', 'exchange')],
  },
  {
    path: '/admin',
    crumb: 'admin',
    guard: 'adminOrSalesPartner',
    indexRedirect: { admin: 'messages', salesPartner: 'margins-service-fees' },
    children: [
      page('margins-service-fees', 'marginsServiceFees', 'salesPartner'),
      page('messages', 'messages', 'admin'),
      page('trading-year', 'tradingYear', 'admin'),
      page('holidays', 'holidays', 'admin'),
      page('document-templates', 'documentTemplates', 'admin'),
      page('emails', 'emails', 'admin'),
      page('auditors', 'auditors', 'admin', [
        page('new', 'auditorsNew'),
        param(':userId', 'userId', [page('edit', 'edit'), page('change-password', 'changePassword')]),
      ]),
    ],
  },
  // The audit (docs/adr/0026-audit-history.md): the auditor's home and the admin's view of the log.
  page('/audit', 'audit', 'adminOrAuditor', [{ ...param('streams/:streamId', 'streamId', []), page: true }]),
  {
    path: '/tasks-management',
    crumb: 'tasks',
    guard: 'admin',
    indexRedirect: 'contracts',
    children: [
      page('contracts', 'contracts', undefined, [
        param(':requestid/request-metering-points/:edit', 'requestid', [{ path: '', crumb: 'requestMeteringPoints', page: true }]),
      ]),
      page('offer', 'offerTasks', undefined, [
        param(':offerId', 'offerId', [param('edit/:taskTypeId', 'taskTypeId', [{ path: '', crumb: 'edit', page: true }]), page('time-series', 'timeSeries')]),
      ]),
      page('strategy-offers', 'strategyOffers', undefined, [
        param(':offerProcStratId/edit/:taskTypeId', 'offerProcStratId', [{ path: '', crumb: 'edit', page: true }]),
      ]),
      page('next-date', 'nextDate', undefined, [page(':procurementId/procurement-authorization', 'procurementAuthorization')]),
      page('data', 'data'),
      page('external-offers-interface-jobs', 'externalOffersInterfaceJobs'),
      page('external-meteringpoints-interface-jobs', 'externalMeteringPointsInterfaceJobs'),
    ],
  },
];

/** Joins a child segment to its parent's full path. */
export function joinPath(parent: string, segment: string): string {
  if (segment.startsWith('/')) return segment;
  if (segment === '') return parent;
  return `${parent === '/' ? '' : parent}/${segment}`;
}

/** Every full path the tree routes to (nodes with a page, a redirect or children). */
export function fullPaths(nodes: RouteNode[] = routeTable, parent = '/'): string[] {
  return nodes.flatMap((node) => {
    const full = joinPath(parent, node.path);
    return [full, ...fullPaths(node.children ?? [], full)];
  });
}

/** Full paths of the nodes that show a page. */
export function pagePaths(nodes: RouteNode[] = routeTable, parent = '/'): string[] {
  return nodes.flatMap((node) => {
    const full = joinPath(parent, node.path);
    return [...(node.page ? [full] : []), ...pagePaths(node.children ?? [], full)];
  });
}
