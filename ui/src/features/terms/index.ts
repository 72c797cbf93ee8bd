// The partner's portal terms: the footer's downloads and the blocking re-acceptance dialog for
// customers. (Its texts, i18n.ts, go to the app through feature.ts.)
export { TermsLinks } from './components/terms-links.tsx';
export { PortalTermsDialog } from './components/portal-terms-dialog.tsx';
