import { Button, Tag } from '@blueprintjs/core';
import type { AuditActor, AuditChange, AuditEntry } from '@portal/events/read-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeText, idsOf, isErasure } from './audit-values.ts';
import './audit.css';

// The parts of one history entry, shared by the audit's grid and the detail pages' sections.

/** Who caused an event: user id and role; none is the system (seeds, workers). */
export function ActorText({ actor }: { actor: AuditActor | null }) {
  const { t } = useTranslation();
  if (actor === null) return <span data-testid="audit-actor">{t('auditHistory.system')}</span>;
  return (
    <span data-testid="audit-actor" data-role={actor.role}>
      {actor.userId} ({t(`auditHistory.roles.${actor.role}`, { defaultValue: actor.role })})
    </span>
  );
}

/** The event's type, an erasure marked as such, and erased personal fields marked. */
export function EntryType({ entry }: { entry: Pick<AuditEntry, 'type' | 'erased'> }) {
  const { t } = useTranslation();
  return (
    <span className="portal-audit-type">
      <span data-testid="audit-type">{entry.type}</span>
      {isErasure(entry) && (
        <Tag intent="danger" minimal data-testid="audit-erasure">
          {t('auditHistory.erasure')}
        </Tag>
      )}
      {entry.erased && (
        <Tag intent="warning" minimal data-testid="audit-erased">
          {t('auditHistory.erased')}
        </Tag>
      )}
    </span>
  );
}

// A creation lists every field it set: beyond this many lines the rest waits for a click.
const SHOWN_CHANGES = 6;

/** The changed fields, one a line: field: before → after. */
export function ChangeLines({ changes }: { changes: readonly AuditChange[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (changes.length === 0) return <span className="portal-audit-muted">{t('auditHistory.noChanges')}</span>;
  const shown = all || changes.length <= SHOWN_CHANGES + 1 ? changes : changes.slice(0, SHOWN_CHANGES);
  return (
    <>
      <ul className="portal-audit-changes" data-testid="audit-changes">
        {shown.map((change) => (
          <li key={change.field}>{changeText(change)}</li>
        ))}
      </ul>
      {shown.length < changes.length && (
        <Button size="small" variant="minimal" data-testid="audit-changes-all" onClick={() => setAll(true)}>
          {t('auditHistory.allChanges', { count: changes.length })}
        </Button>
      )}
    </>
  );
}

/** Command, correlation and causation id in one small line. */
export function IdsLine({ entry }: { entry: Pick<AuditEntry, 'commandId' | 'correlationId' | 'causationId'> }) {
  const { t } = useTranslation();
  return (
    <span className="portal-audit-ids" data-testid="audit-ids">
      {idsOf(entry)
        .map((id) => `${t(`auditHistory.ids.${id.key}`)} ${id.value}`)
        .join(' · ')}
    </span>
  );
}
