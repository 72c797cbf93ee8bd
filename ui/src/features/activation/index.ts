// The activation link of the invitation mail: password, authenticator, recovery code.
// (Its texts, i18n.ts, go to the app through feature.ts, so they load without the page.)
export { ActivationPage } from './components/activation-page.tsx';
