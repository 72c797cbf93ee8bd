// /imprint: provider (the host's partner) and platform operator.
export { ImprintPage } from './components/imprint-page.tsx';
