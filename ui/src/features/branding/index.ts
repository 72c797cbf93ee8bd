// Branding by host: the partner's theme, favicon, title and logo (issue 3, point 2).
export { DefaultLogo } from './components/default-logo.tsx';
export { TenantLogo } from './components/tenant-logo.tsx';
export { useBranding } from './use-branding.ts';
