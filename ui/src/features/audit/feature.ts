import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { auditCatalogue } from './i18n.ts';

const pages = () => import('./index.ts');

/** /audit (admin, auditor): streams of the log, a stream's history, its state as of a moment, diffs (ADR 26). */
export const auditFeature: Feature = {
  name: 'audit',
  pages: {
    [paths.audit.root]: async () => (await pages()).AuditStreamsPage,
    [paths.audit.stream]: async () => (await pages()).AuditStreamPage,
  },
  catalogue: auditCatalogue,
};
