// The cookie banner and its remembered decision (only technically necessary storage).
export { CookieBanner } from './components/cookie-banner.tsx';
