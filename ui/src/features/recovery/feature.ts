import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { recoveryCatalogue } from './i18n.ts';

const pages = () => import('./index.ts');

export const recoveryFeature: Feature = {
  name: 'recovery',
  pages: {
    [paths.resetPassword]: async () => (await pages()).ResetPasswordPage,
    [paths.reset2fa]: async () => (await pages()).ResetTwoFactorPage,
    [paths.setNewPassword]: async () => (await pages()).SetNewPasswordPage,
  },
  catalogue: recoveryCatalogue,
};
