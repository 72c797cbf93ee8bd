import type { Guard } from './guards.ts';
import type { CustomerType, Role } from './session-slice.ts';

// The route tree of spec section 2 as data: path segments, breadcrumb, guard and page. The
// router (router.tsx) turns it into react-router routes; route-table.spec.ts checks it against
// config/paths.ts, so a path cannot exist in one and not the other.

export type PageId =
  | 'dashboard'
  | 'login'
  | 'registration'
  | 'resetPassword'
  | 'resetTwoFactor'
  | 'setNewPassword'
  | 'activateUser'
  | 'imprint'
  | 'notFound'
  | 'pending'
  | CustomerPageId
  | AccountPageId
  | SalesPartnerPageId;

/** The admin's sales partner management (features/sales-partners). */
type SalesPartnerPageId =
  | 'salesPartners'
  | 'salesPartnerNew'
  | 'salesPartner'
  | 'salesPartnerEdit'
  | 'salesPartnerTestMail'
  | 'salesPartnerDocumentTemplate'
  | 'salesPartnerUsers'
  | 'salesPartnerUsersNew'
  | 'salesPartnerUserEdit'
  | 'salesPartnerUserPassword'
  | 'salesPartnerDesign';

/** The sales partner's customer management (features/customers). */
type CustomerPageId =
  | 'customers'
  | 'customersNew'
  | 'customerFrameContracts'
  | 'customerStrategies'
  | 'customerOpenTranches'
  | 'customerContact'
  | 'customerUsers'
  | 'customerUsersNew'
  | 'customerUserEdit'
  | 'customerUserPassword';
/** Account and personal settings (features/account-settings). */
type AccountPageId =
  | 'account'
  | 'design'
  | 'companyDetails'
  | 'accountUsers'
  | 'accountUsersNew'
  | 'accountUserEdit'
  | 'accountUserPassword'
  | 'personalDetails'
  | 'ownPassword';

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
  page?: PageId;
  indexRedirect?: IndexRedirect;
  children?: RouteNode[];
}

// Pages behind a login: reachable only once sessions exist (issue 4), which builds them.
const pending = (path: string, crumb: string, guard?: Guard, children?: RouteNode[]): RouteNode => ({ path, crumb, guard, page: 'pending', children });
const page = (path: string, crumb: string, id: PageId, guard?: Guard, children?: RouteNode[]): RouteNode => ({ path, crumb, guard, page: id, children });
const param = (path: string, name: string, children: RouteNode[], guard?: Guard): RouteNode => ({ path, param: name, guard, children });

const monthlyDetail = (): RouteNode[] => [
  param(':aggregationId/:year/:month/:offerId', 'offerId', [
    param('metering-point/:aggregationDetailId', 'aggregationDetailId', [{ path: '', crumb: 'meteringPoint', page: 'pending' }]),
    param('price-volume/:aggregationDetailId', 'aggregationDetailId', [{ path: '', crumb: 'priceVolume', page: 'pending' }]),
  ]),
];
const offerTabs = ['details', 'strategic-procurement', 'pricing', 'margin', 'time-series', 'documents'] as const;
const crumbOf = (segment: string) => segment.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

export const routeTable: RouteNode[] = [
  { path: '/', crumb: 'home', page: 'dashboard', guard: 'public' },
  { path: '/dashboard', crumb: 'dashboard', page: 'dashboard', guard: 'public' },
  { path: '/login', crumb: 'login', page: 'login', guard: 'publicOnly' },
  { path: '/registration/:type', crumb: 'registration', page: 'registration', guard: 'publicOnly' },
  { path: '/reset-password', crumb: 'resetPassword', page: 'resetPassword', guard: 'publicOnly' },
  { path: '/reset-2fa', crumb: 'reset2fa', page: 'resetTwoFactor', guard: 'publicOnly' },
  { path: '/set-new-password/:id', crumb: 'setNewPassword', page: 'setNewPassword', guard: 'publicOnly' },
  // Public, not public-only: a logged-in user who follows an activation link is told by the
  // server (AUTO_LOGOUT) to log out first, rather than silently sent to the dashboard.
  { path: '/activate-user/:id', crumb: 'activateUser', page: 'activateUser', guard: 'public' },
  { path: '/imprint', crumb: 'imprint', page: 'imprint', guard: 'public' },
  { path: '/not-found', crumb: 'notFound', page: 'notFound', guard: 'public' },
  pending('/ecology', 'ecology', 'admin'),
  {
    path: '/account-settings',
    crumb: 'accountSettings',
    guard: 'loggedIn',
    indexRedirect: { salesPartner: 'account', FI: 'company-details', PR: 'personal-details' },
    children: [
      page('account', 'account', 'account', 'salesPartner'),
      page('design', 'design', 'design', 'salesPartner'),
      page('company-details', 'companyDetails', 'companyDetails', 'firm'),
      page('users', 'users', 'accountUsers', 'salesPartnerOrFirm', [
        page('new', 'usersNew', 'accountUsersNew'),
        // The own user here is the personal settings (menu.ts) of everyone but private customers.
        param(':userId', 'userId', [page('edit', 'edit', 'accountUserEdit'), page('change-password', 'changePassword', 'accountUserPassword')]),
      ]),
      page('personal-details', 'personalDetails', 'personalDetails', 'private', [page('change-password', 'changePassword', 'ownPassword')]),
    ],
  },
  {
    path: '/portfolio-management',
    crumb: 'portfolioManagement',
    guard: 'loggedIn',
    indexRedirect: 'frame-contracts',
    children: [
      pending('frame-contracts', 'frameContracts'),
      pending('profile', 'profile'),
      pending('strategies-list-tranches', 'strategiesListTranches'),
      pending('monthly-overviews', 'monthlyOverviews', 'adminOrSalesPartner', monthlyDetail()),
      pending('tools', 'tools', 'admin'),
    ],
  },
  pending('/strategies', 'strategies', 'loggedIn'),
  pending('/offers', 'offers', 'loggedIn', [
    pending('new-offer/:id', 'newOffer', 'salesPartnerOrCustomer'),
    param(':offerId', 'offerId', [
      { path: '', indexRedirect: 'details' },
      ...offerTabs.map((tab) => pending(tab, crumbOf(tab))),
      pending('meteringpoints', 'meteringPoints'),
      pending('monthly-overview', 'monthlyOverview'),
      param('monthly-overviews/:year/:month/price-volume/:aggregationDetailId', 'aggregationDetailId', [{ path: '', crumb: 'priceVolume', page: 'pending' }]),
      pending('documents/adjustment', 'documentsAdjustment'),
      pending('strategies', 'strategies', undefined, [
        pending('new-management-strategy', 'newManagementStrategy'),
        param(':offerProcStratId', 'offerProcStratId', [
          { path: '', indexRedirect: 'details' },
          ...offerTabs.map((tab) => pending(tab, crumbOf(tab))),
        ]),
      ]),
    ]),
  ]),
  {
    path: '/customer-management',
    crumb: 'customerManagement',
    guard: 'loggedIn',
    indexRedirect: { admin: 'sales-partner', salesPartner: 'customers', FI: 'meteringpoints', PR: 'meteringpoints' },
    children: [
      page('sales-partner', 'salesPartners', 'salesPartners', 'admin', [
        page('new', 'salesPartnerNew', 'salesPartnerNew'),
        {
          ...param(':salesPartnerId', 'salesPartnerId', [
            page('edit', 'edit', 'salesPartnerEdit'),
            page('test-mail', 'testMail', 'salesPartnerTestMail'),
            page('document-template', 'documentTemplate', 'salesPartnerDocumentTemplate'),
            pending('monthly-overview', 'monthlyOverview', undefined, monthlyDetail()),
            page('users', 'users', 'salesPartnerUsers', undefined, [
              page('new', 'usersNew', 'salesPartnerUsersNew'),
              param(':userId', 'userId', [page('edit', 'edit', 'salesPartnerUserEdit'), page('change-password', 'changePassword', 'salesPartnerUserPassword')]),
            ]),
            page('design', 'design', 'salesPartnerDesign'),
          ]),
          page: 'salesPartner',
        },
      ]),
      page('customers', 'customers', 'customers', 'salesPartner', [
        page('new', 'customersNew', 'customersNew'),
        param(':customerId', 'customerId', [
          param('users/:userId/:customerType', 'userId', [page('edit', 'edit', 'customerUserEdit'), page('change-password', 'changePassword', 'customerUserPassword')]),
          param(':customerType', 'customerType', [
            {
              path: 'customer-overview',
              crumb: 'customerOverview',
              indexRedirect: 'frame-contracts',
              children: [
                page('frame-contracts', 'frameContracts', 'customerFrameContracts'),
                page('strategies', 'strategies', 'customerStrategies'),
                page('open-tranches', 'openTranches', 'customerOpenTranches'),
                page('contact', 'contact', 'customerContact'),
                page('users', 'users', 'customerUsers', undefined, [page('new', 'usersNew', 'customerUsersNew')]),
              ],
            },
          ]),
        ]),
      ]),
      pending('meteringpoints', 'meteringPoints', undefined, [
        param(':meteringCode/:meteringpointTypeId', 'meteringCode', [pending('graph', 'graph')]),
        param(':meteringPoint', 'meteringPoint', [pending('addresses', 'addresses'), pending('address/:customerId?', 'address')]),
      ]),
    ],
  },
  {
    path: '/market',
    crumb: 'market',
    guard: 'loggedIn',
    indexRedirect: 'future',
    children: [pending('future', 'future'), pending('spot', 'spot'), pending('exchange', 'exchange')],
  },
  {
    path: '/admin',
    crumb: 'admin',
    guard: 'adminOrSalesPartner',
    indexRedirect: { admin: 'messages', salesPartner: 'margins-service-fees' },
    children: [
      pending('margins-service-fees', 'marginsServiceFees', 'salesPartner'),
      pending('messages', 'messages', 'admin'),
      pending('trading-year', 'tradingYear', 'admin'),
      pending('holidays', 'holidays', 'admin'),
      pending('document-templates', 'documentTemplates', 'admin'),
      pending('emails', 'emails', 'admin'),
    ],
  },
  {
    path: '/tasks-management',
    crumb: 'tasks',
    guard: 'admin',
    indexRedirect: 'contracts',
    children: [
      pending('contracts', 'contracts', undefined, [
        param(':requestid/request-metering-points/:edit', 'requestid', [{ path: '', crumb: 'requestMeteringPoints', page: 'pending' }]),
      ]),
      pending('offer', 'offerTasks', undefined, [
        param(':offerId', 'offerId', [param('edit/:taskTypeId', 'taskTypeId', [{ path: '', crumb: 'edit', page: 'pending' }]), pending('time-series', 'timeSeries')]),
      ]),
      pending('strategy-offers', 'strategyOffers', undefined, [
        param(':offerProcStratId/edit/:taskTypeId', 'offerProcStratId', [{ path: '', crumb: 'edit', page: 'pending' }]),
      ]),
      pending('next-date', 'nextDate', undefined, [pending(':procurementId/procurement-authorization', 'procurementAuthorization')]),
      pending('data', 'data'),
      pending('external-offers-interface-jobs', 'externalOffersInterfaceJobs'),
      pending('external-meteringpoints-interface-jobs', 'externalMeteringPointsInterfaceJobs'),
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
