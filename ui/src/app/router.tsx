import { Spinner } from '@blueprintjs/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PendingPage } from '@/components/pending-page.tsx';
import { paths } from '@/config/paths.ts';
import type { CrumbHandle } from './layout/crumb-trail.ts';
import { Shell } from './layout/shell.tsx';
import { IndexRedirectTo, RouteGuard } from './route-guard.tsx';
import { type PageId, type RouteNode, routeTable } from './route-table.ts';

// The admin's sales partner screens share one chunk.
const salesPartners = () => import('@/features/sales-partners/index.ts');

// Each page is its own chunk: the first load fetches the shell and the page it lands on.
const lazyPages: Record<Exclude<PageId, 'pending'>, RouteObject['lazy']> = {
  dashboard: async () => ({ Component: (await import('@/features/dashboard/index.ts')).DashboardPage }),
  login: async () => ({ Component: (await import('@/features/auth/index.ts')).LoginPage }),
  registration: async () => ({ Component: (await import('@/features/registration/index.ts')).RegistrationPage }),
  resetPassword: async () => ({ Component: (await import('@/features/recovery/index.ts')).ResetPasswordPage }),
  resetTwoFactor: async () => ({ Component: (await import('@/features/recovery/index.ts')).ResetTwoFactorPage }),
  setNewPassword: async () => ({ Component: (await import('@/features/recovery/index.ts')).SetNewPasswordPage }),
  activateUser: async () => ({ Component: (await import('@/features/activation/index.ts')).ActivationPage }),
  customers: async () => ({ Component: (await import('@/features/customers/index.ts')).CustomersPage }),
  customersNew: async () => ({ Component: (await import('@/features/customers/index.ts')).NewCustomerPage }),
  customerFrameContracts: async () => ({ Component: (await import('@/features/customers/index.ts')).FrameContractsTab }),
  customerStrategies: async () => ({ Component: (await import('@/features/customers/index.ts')).StrategiesTab }),
  customerOpenTranches: async () => ({ Component: (await import('@/features/customers/index.ts')).OpenTranchesTab }),
  customerContact: async () => ({ Component: (await import('@/features/customers/index.ts')).ContactTab }),
  customerUsers: async () => ({ Component: (await import('@/features/customers/index.ts')).UsersTab }),
  customerUsersNew: async () => ({ Component: (await import('@/features/customers/index.ts')).UsersNewTab }),
  customerUserEdit: async () => ({ Component: (await import('@/features/customers/index.ts')).CustomerUserEditPage }),
  customerUserPassword: async () => ({ Component: (await import('@/features/customers/index.ts')).CustomerUserPasswordPage }),
  account: async () => ({ Component: (await import('@/features/account-settings/index.ts')).AccountPage }),
  design: async () => ({ Component: (await import('@/features/account-settings/index.ts')).DesignPage }),
  companyDetails: async () => ({ Component: (await import('@/features/account-settings/index.ts')).CompanyDetailsPage }),
  accountUsers: async () => ({ Component: (await import('@/features/account-settings/index.ts')).AccountUsersPage }),
  accountUsersNew: async () => ({ Component: (await import('@/features/account-settings/index.ts')).AccountUsersNewPage }),
  accountUserEdit: async () => ({ Component: (await import('@/features/account-settings/index.ts')).AccountUserEditPage }),
  accountUserPassword: async () => ({ Component: (await import('@/features/account-settings/index.ts')).AccountUserPasswordPage }),
  personalDetails: async () => ({ Component: (await import('@/features/account-settings/index.ts')).PersonalDetailsPage }),
  ownPassword: async () => ({ Component: (await import('@/features/account-settings/index.ts')).OwnPasswordPage }),
  salesPartners: async () => ({ Component: (await salesPartners()).SalesPartnerListPage }),
  salesPartnerNew: async () => ({ Component: (await salesPartners()).SalesPartnerNewPage }),
  salesPartner: async () => ({ Component: (await salesPartners()).SalesPartnerDetailPage }),
  salesPartnerEdit: async () => ({ Component: (await salesPartners()).SalesPartnerEditPage }),
  salesPartnerTestMail: async () => ({ Component: (await salesPartners()).TestMailPage }),
  salesPartnerDocumentTemplate: async () => ({ Component: (await salesPartners()).DocumentTemplatePage }),
  salesPartnerUsers: async () => ({ Component: (await salesPartners()).PartnerUsersPage }),
  salesPartnerUsersNew: async () => ({ Component: (await salesPartners()).PartnerUserNewPage }),
  salesPartnerUserEdit: async () => ({ Component: (await salesPartners()).PartnerUserEditPage }),
  salesPartnerUserPassword: async () => ({ Component: (await salesPartners()).PartnerUserPasswordPage }),
  salesPartnerDesign: async () => ({ Component: (await salesPartners()).DesignPage }),
  imprint: async () => ({ Component: (await import('@/features/imprint/index.ts')).ImprintPage }),
  notFound: async () => ({ Component: (await import('@/features/not-found/index.ts')).NotFoundPage }),
};

function pageRoute(page: PageId, crumb: string | undefined): RouteObject {
  if (page === 'pending') return { index: true, element: <PendingPage titleKey={`routes.${crumb ?? 'home'}`} /> };
  return { index: true, lazy: lazyPages[page] };
}

function toRoute(node: RouteNode): RouteObject {
  const handle: CrumbHandle = { crumb: node.crumb, param: node.param };
  const children = node.children ?? [];
  if (node.path === '' && children.length === 0) {
    // An empty child path: the parent's own page (or its redirect), under the parent's guard.
    if (node.indexRedirect) return { index: true, element: <IndexRedirectTo rule={node.indexRedirect} /> };
    return { ...pageRoute(node.page ?? 'pending', node.crumb), handle };
  }
  const index: RouteObject[] = [];
  if (node.page) index.push(pageRoute(node.page, node.crumb));
  else if (node.indexRedirect) index.push({ index: true, element: <IndexRedirectTo rule={node.indexRedirect} /> });
  else if (!children.some((c) => c.path === '') && children[0] && !children[0].path.startsWith(':')) {
    index.push({ index: true, element: <Navigate to={children[0].path} replace /> });
  }
  return { path: node.path, handle, element: <RouteGuard guard={node.guard} />, children: [...index, ...children.map(toRoute)] };
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Shell />,
      // Shown while the first page's chunk loads.
      hydrateFallbackElement: <Spinner className="portal-boot-spinner" />,
      children: [...routeTable.map(toRoute), { path: '*', element: <Navigate to={paths.notFound} replace /> }],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createRouter>;
