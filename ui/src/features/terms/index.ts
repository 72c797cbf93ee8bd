// The partner's portal terms in the footer, downloaded through the end-of-file marker protocol.
export { TermsLinks } from './components/terms-links.tsx';
