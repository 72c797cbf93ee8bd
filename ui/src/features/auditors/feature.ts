import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { auditorsCatalogue } from './i18n.ts';

const ad = paths.admin;
const pages = () => import('./index.ts');

/** /admin/auditors (admin): the platform's auditors, invited and managed like every user. */
export const auditorsFeature: Feature = {
  name: 'auditors',
  pages: {
    [ad.auditors]: async () => (await pages()).AuditorsPage,
    [ad.auditorsNew]: async () => (await pages()).AuditorNewPage,
    [ad.auditorEdit]: async () => (await pages()).AuditorEditPage,
    [ad.auditorChangePassword]: async () => (await pages()).AuditorPasswordPage,
  },
  catalogue: auditorsCatalogue,
};
