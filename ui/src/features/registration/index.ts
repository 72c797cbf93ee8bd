// Registration of a firm or private customer in three steps with a captcha.
// (Its texts, i18n.ts, go to the app through feature.ts, so they load without the page.)
export { RegistrationPage } from './components/registration-page.tsx';
