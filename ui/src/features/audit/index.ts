// The audit (issue 14, docs/adr/0026-audit-history.md): find a stream, read its history, its
// state as of a moment and the changes between two moments. Admin and auditors.
export { AuditStreamPage } from './components/audit-stream-page.tsx';
export { AuditStreamsPage } from './components/audit-streams-page.tsx';
