// The admin's auditors (docs/adr/0025-auditors.md): list, invite, edit, deactivate.
export { AuditorEditPage, AuditorNewPage, AuditorPasswordPage, AuditorsPage } from './components/auditors-pages.tsx';
