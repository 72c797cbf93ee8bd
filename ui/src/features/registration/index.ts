// Registration of a firm or private customer in three steps with a captcha.
// (Its texts, i18n.ts, are registered by the app directly, so they load without the page.)
export { RegistrationPage } from './components/registration-page.tsx';
