// Forgotten password (mail, link, new password) and lost authenticator (recovery code, new setup).
// (Its texts, i18n.ts, go to the app through feature.ts, so they load without the pages.)
export { ResetPasswordPage } from './components/reset-password-page.tsx';
export { SetNewPasswordPage } from './components/set-new-password-page.tsx';
export { ResetTwoFactorPage } from './components/reset-two-factor-page.tsx';
