// The activation link of the invitation mail: password, authenticator, recovery code.
// (Its texts, i18n.ts, are registered by the app directly, so they load without the page.)
export { ActivationPage } from './components/activation-page.tsx';
