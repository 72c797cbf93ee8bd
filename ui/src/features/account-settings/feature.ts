import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { accountSettingsCatalogue } from './i18n.ts';

const as = paths.accountSettings;
const pages = () => import('./index.ts');

export const accountSettingsFeature: Feature = {
  name: 'account-settings',
  pages: {
    [as.account]: async () => (await pages()).AccountPage,
    [as.design]: async () => (await pages()).DesignPage,
    [as.companyDetails]: async () => (await pages()).CompanyDetailsPage,
    [as.users]: async () => (await pages()).AccountUsersPage,
    [as.usersNew]: async () => (await pages()).AccountUsersNewPage,
    [as.userEdit]: async () => (await pages()).AccountUserEditPage,
    [as.userChangePassword]: async () => (await pages()).AccountUserPasswordPage,
    [as.personalDetails]: async () => (await pages()).PersonalDetailsPage,
    [as.changePassword]: async () => (await pages()).OwnPasswordPage,
    [as.ownUser]: async () => (await pages()).OwnUserPage,
    [as.ownUserChangePassword]: async () => (await pages()).OwnUserPasswordPage,
  },
  catalogue: accountSettingsCatalogue,
};
