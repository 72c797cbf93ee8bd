import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { formatTimestamp, isoToZurichInput } from '@/lib/format/date.ts';
import type { Moment } from '../audit-moment.ts';

interface MomentFieldProps {
  id: string;
  label: string;
  moment: Moment;
  onChange: (moment: Moment) => void;
  /** The picker's own problem or the server's refusal of the moment. */
  error: FieldMessage | null;
}

/**
 * One moment of the audit: the browser's date-time picker, read as Zurich time (to the second),
 * or the event a history row handed over, until the user picks a time instead. The message
 * below is `{id}-error`, as with every form field.
 */
export function MomentField({ id, label, moment, onChange, error }: MomentFieldProps) {
  const { t } = useTranslation();
  const helper = error ? <span data-testid={`${id}-error`}>{t(error.key, error.params)}</span> : t('audit.moment.pickerHint');
  const intent = error ? 'danger' : 'none';
  return (
    <FormGroup className="portal-audit-moment" label={label} labelFor={id} intent={intent} helperText={helper}>
      {moment.kind === 'event' ? (
        <div className="portal-audit-moment-event">
          <span id={id} data-testid={`${id}-event`} data-position={moment.entry.globalPosition}>
            {t('audit.moment.event', { revision: moment.entry.revision, time: formatTimestamp(moment.entry.recordedAt) })}
          </span>
          <Button size="small" variant="minimal" data-testid={`${id}-use-picker`} onClick={() => onChange({ kind: 'time', input: isoToZurichInput(moment.entry.recordedAt) })}>
            {t('audit.moment.usePicker')}
          </Button>
        </div>
      ) : (
        <InputGroup
          id={id}
          data-testid={id}
          type="datetime-local"
          // Seconds: events a moment apart must be told apart.
          step={1}
          value={moment.input}
          intent={intent}
          onValueChange={(input) => onChange({ kind: 'time', input })}
        />
      )}
    </FormGroup>
  );
}
