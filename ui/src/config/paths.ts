// Every route path of spec section 2, as the router and the links use them. Nested screens are
// listed by their full path; `relative()` gives a child's segment for the router's tree.

export const paths = {
  root: '/',
  dashboard: '/dashboard',
  ecology: '/ecology',

  // public (no login)
  login: '/login',
  registration: '/registration/:type',
  resetPassword: '/reset-password',
  reset2fa: '/reset-2fa',
  setNewPassword: '/set-new-password/:id',
  activateUser: '/activate-user/:id',
  imprint: '/imprint',
  notFound: '/not-found',

  accountSettings: {
    root: '/account-settings',
    account: '/account-settings/account',
    design: '/account-settings/design',
    companyDetails: '/account-settings/company-details',
    users: '/account-settings/users',
    usersNew: '/account-settings/users/new',
    user: '/account-settings/users/:userId',
    userEdit: '/account-settings/users/:userId/edit',
    userChangePassword: '/account-settings/users/:userId/change-password',
    personalDetails: '/account-settings/personal-details',
    changePassword: '/account-settings/personal-details/change-password',
    // The auditor's own user (docs/adr/0025-auditors.md): he has no users list to reach it through.
    ownUser: '/account-settings/own-user',
    ownUserChangePassword: '/account-settings/own-user/change-password',
  },

  portfolio: {
    root: '/portfolio-management',
    frameContracts: '/portfolio-management/frame-contracts',
    profile: '/portfolio-management/profile',
    strategiesListTranches: '/portfolio-management/strategies-list-tranches',
    monthlyOverviews: '/portfolio-management/monthly-overviews',
    monthlyMeteringPoint:
      '/portfolio-management/monthly-overviews/:aggregationId/:year/:month/:offerId/metering-point/:aggregationDetailId',
    monthlyPriceVolume: '/portfolio-management/monthly-overviews/:aggregationId/:year/:month/:offerId/price-volume/:aggregationDetailId',
    tools: '/portfolio-management/tools',
  },

  procurement: {
    offers: '/offers',
    strategies: '/strategies',
    newOffer: '/offers/new-offer/:id',
    offer: '/offers/:offerId',
    offerDetails: '/offers/:offerId/details',
    offerStrategies: '/offers/:offerId/strategies',
    offerStrategicProcurement: '/offers/:offerId/strategic-procurement',
    offerPricing: '/offers/:offerId/pricing',
    offerMargin: '/offers/:offerId/margin',
    offerTimeSeries: '/offers/:offerId/time-series',
    offerMeteringPoints: '/offers/:offerId/meteringpoints',
    offerDocuments: '/offers/:offerId/documents',
    offerMonthlyOverview: '/offers/:offerId/monthly-overview',
    offerMonthlyPriceVolume: '/offers/:offerId/monthly-overviews/:year/:month/price-volume/:aggregationDetailId',
    newManagementStrategy: '/offers/:offerId/strategies/new-management-strategy',
    documentsAdjustment: '/offers/:offerId/documents/adjustment',
    strategy: '/offers/:offerId/strategies/:offerProcStratId',
    strategyDetails: '/offers/:offerId/strategies/:offerProcStratId/details',
    strategyTimeSeries: '/offers/:offerId/strategies/:offerProcStratId/time-series',
    strategyStrategicProcurement: '/offers/:offerId/strategies/:offerProcStratId/strategic-procurement',
    strategyMargin: '/offers/:offerId/strategies/:offerProcStratId/margin',
    strategyPricing: '/offers/:offerId/strategies/:offerProcStratId/pricing',
    strategyDocuments: '/offers/:offerId/strategies/:offerProcStratId/documents',
  },

  customerManagement: {
    root: '/customer-management',
    salesPartners: '/customer-management/sales-partner',
    salesPartnerNew: '/customer-management/sales-partner/new',
    salesPartner: '/customer-management/sales-partner/:salesPartnerId',
    salesPartnerEdit: '/customer-management/sales-partner/:salesPartnerId/edit',
    salesPartnerTestMail: '/customer-management/sales-partner/:salesPartnerId/test-mail',
    salesPartnerDocumentTemplate: '/customer-management/sales-partner/:salesPartnerId/document-template',
    salesPartnerMonthlyOverview: '/customer-management/sales-partner/:salesPartnerId/monthly-overview',
    salesPartnerMonthlyMeteringPoint:
      '/customer-management/sales-partner/:salesPartnerId/monthly-overview/:aggregationId/:year/:month/:offerId/metering-point/:aggregationDetailId',
    salesPartnerMonthlyPriceVolume:
      '/customer-management/sales-partner/:salesPartnerId/monthly-overview/:aggregationId/:year/:month/:offerId/price-volume/:aggregationDetailId',
    salesPartnerUsers: '/customer-management/sales-partner/:salesPartnerId/users',
    salesPartnerUsersNew: '/customer-management/sales-partner/:salesPartnerId/users/new',
    salesPartnerUser: '/customer-management/sales-partner/:salesPartnerId/users/:userId',
    salesPartnerUserEdit: '/customer-management/sales-partner/:salesPartnerId/users/:userId/edit',
    salesPartnerUserChangePassword: '/customer-management/sales-partner/:salesPartnerId/users/:userId/change-password',
    salesPartnerDesign: '/customer-management/sales-partner/:salesPartnerId/design',
    customers: '/customer-management/customers',
    customersNew: '/customer-management/customers/new',
    customerUser: '/customer-management/customers/:customerId/users/:userId/:customerType',
    customerUserEdit: '/customer-management/customers/:customerId/users/:userId/:customerType/edit',
    customerUserChangePassword: '/customer-management/customers/:customerId/users/:userId/:customerType/change-password',
    customerOverview: '/customer-management/customers/:customerId/:customerType/customer-overview',
    customerOverviewFrameContracts: '/customer-management/customers/:customerId/:customerType/customer-overview/frame-contracts',
    customerOverviewStrategies: '/customer-management/customers/:customerId/:customerType/customer-overview/strategies',
    customerOverviewOpenTranches: '/customer-management/customers/:customerId/:customerType/customer-overview/open-tranches',
    customerOverviewContact: '/customer-management/customers/:customerId/:customerType/customer-overview/contact',
    customerOverviewUsers: '/customer-management/customers/:customerId/:customerType/customer-overview/users',
    customerOverviewUsersNew: '/customer-management/customers/:customerId/:customerType/customer-overview/users/new',
    meteringPoints: '/customer-management/meteringpoints',
    meteringPoint: '/customer-management/meteringpoints/:meteringCode/:meteringpointTypeId',
    meteringPointGraph: '/customer-management/meteringpoints/:meteringCode/:meteringpointTypeId/graph',
    meteringPointAddresses: '/customer-management/meteringpoints/:meteringPoint/addresses',
    meteringPointAddress: '/customer-management/meteringpoints/:meteringPoint/address/:customerId?',
    meteringAddresses: '/customer-management/address/:customerId',
  },

  market: {
    root: '/market',
    future: '/market/future',
    spot: '/market/spot',
    exchange: '/market/exchange',
  },

  admin: {
    root: '/admin',
    marginsServiceFees: '/admin/margins-service-fees',
    messages: '/admin/messages',
    tradingYear: '/admin/trading-year',
    holidays: '/admin/holidays',
    documentTemplates: '/admin/document-templates',
    emails: '/admin/emails',
    auditors: '/admin/auditors',
    auditorsNew: '/admin/auditors/new',
    auditorEdit: '/admin/auditors/:userId/edit',
    auditorChangePassword: '/admin/auditors/:userId/change-password',
  },

  // The audit (docs/adr/0026-audit-history.md): admin and auditors.
  audit: {
    root: '/audit',
    stream: '/audit/streams/:streamId',
  },

  tasks: {
    root: '/tasks-management',
    contracts: '/tasks-management/contracts',
    contractRequestMeteringPoints: '/tasks-management/contracts/:requestid/request-metering-points/:edit',
    offer: '/tasks-management/offer',
    offerEdit: '/tasks-management/offer/:offerId/edit/:taskTypeId',
    offerTimeSeries: '/tasks-management/offer/:offerId/time-series',
    strategyOffers: '/tasks-management/strategy-offers',
    strategyOfferEdit: '/tasks-management/strategy-offers/:offerProcStratId/edit/:taskTypeId',
    nextDate: '/tasks-management/next-date',
    procurementAuthorization: '/tasks-management/next-date/:procurementId/procurement-authorization',
    data: '/tasks-management/data',
    externalOffersInterfaceJobs: '/tasks-management/external-offers-interface-jobs',
    externalMeteringPointsInterfaceJobs: '/tasks-management/external-meteringpoints-interface-jobs',
  },
} as const;

/** A path with its `:params` filled in, e.g. `fillPath(paths.registration, { type: 'FI' })`. */
export function fillPath(path: string, params: Record<string, string | undefined>): string {
  return path
    .replace(/\/:(\w+)\?/g, (_m, name: string) => (params[name] === undefined ? '' : `/${encodeURIComponent(params[name])}`))
    .replace(/:(\w+)/g, (_m, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`fillPath: missing parameter ${name} for ${path}`);
      return encodeURIComponent(value);
    });
}

/** `/login?redirect=<encoded full path>` (spec section 4: the redirect is remembered for after login). */
export function loginPath(redirect: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(redirect)}`;
}

/**
 * The `redirect` of /login when it is safe to follow: a path on this site (not `//host` or
 * `/\host`, which browsers read as another host) and not the login page itself. Else null.
 *
 * @example safeRedirect('/offers/42/details') // '/offers/42/details'
 */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  const path = redirect.split(/[?#]/)[0] ?? '';
  if (path === paths.login || path.startsWith(`${paths.login}/`)) return null;
  return redirect;
}

/**
 * Where a logged-in user is at home: after login, on a wrong role's page. The dashboard, but for
 * the auditor, who sees no business page (docs/adr/0025-auditors.md): the audit.
 */
export function homePathOf(role: string): string {
  return role === 'auditor' ? paths.audit.root : paths.dashboard;
}

/** Where a page reached with `?redirect=` goes once the user is logged in (spec section 4). */
export function afterLoginPath(fullPath: string, role = 'default'): string {
  const query = fullPath.includes('?') ? fullPath.slice(fullPath.indexOf('?') + 1).split('#')[0] : '';
  return safeRedirect(new URLSearchParams(query).get('redirect')) ?? homePathOf(role);
}
