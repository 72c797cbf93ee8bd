import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { customersCatalogue } from './i18n.ts';

const cm = paths.customerManagement;
const pages = () => import('./index.ts');

export const customersFeature: Feature = {
  name: 'customers',
  pages: {
    [cm.customers]: async () => (await pages()).CustomersPage,
    [cm.customersNew]: async () => (await pages()).NewCustomerPage,
    [cm.customerOverviewFrameContracts]: async () => (await pages()).FrameContractsTab,
    [cm.customerOverviewStrategies]: async () => (await pages()).StrategiesTab,
    [cm.customerOverviewOpenTranches]: async () => (await pages()).OpenTranchesTab,
    [cm.customerOverviewContact]: async () => (await pages()).ContactTab,
    [cm.customerOverviewUsers]: async () => (await pages()).UsersTab,
    [cm.customerOverviewUsersNew]: async () => (await pages()).UsersNewTab,
    [cm.customerUserEdit]: async () => (await pages()).CustomerUserEditPage,
    [cm.customerUserChangePassword]: async () => (await pages()).CustomerUserPasswordPage,
  },
  catalogue: customersCatalogue,
};
