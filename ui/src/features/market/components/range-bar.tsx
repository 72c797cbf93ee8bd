import { Button, ButtonGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDate } from '@/lib/format/index.ts';
import { atEnd, atStart, coversSpan, type DayRange, panRange, presetOf, presetRange, rangePresets, zoomRange } from '../market-range.ts';

// The period of the chart: presets (1 month, 3 months, 1 year, everything) ending at the data's
// latest day, two dates to type (dd.mm.yyyy), and zoom and move buttons. AG Charts' own zoom and
// navigator are Enterprise features, so zooming is done here: each change asks the server
// again, which aggregates the new period into at most 2,000 buckets per series.

/** The typed dates, or why they are no period. */
function typedRange(from: string, to: string): { range: DayRange } | { error: 'invalid' | 'order' } {
  const fromDay = parseDate(from);
  const toDay = parseDate(to);
  if (fromDay === null || toDay === null) return { error: 'invalid' };
  if (fromDay > toDay) return { error: 'order' };
  return { range: { from: fromDay, to: toDay } };
}

function DatesForm({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(formatDate(range.from));
  const [to, setTo] = useState(formatDate(range.to));
  const [error, setError] = useState<'invalid' | 'order' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedRange(from, to);
    if ('error' in typed) setError(typed.error);
    else {
      setError(null);
      onChange(typed.range);
    }
  };
  return (
    <form className="portal-market-dates" onSubmit={submit} data-testid="market-dates">
      <label htmlFor="market-from">{t('market.range.from')}</label>
      <InputGroup id="market-from" value={from} onValueChange={setFrom} placeholder="TT.MM.JJJJ" intent={error ? 'danger' : 'none'} data-testid="market-from" />
      <label htmlFor="market-to">{t('market.range.to')}</label>
      <InputGroup id="market-to" value={to} onValueChange={setTo} placeholder="TT.MM.JJJJ" intent={error ? 'danger' : 'none'} data-testid="market-to" />
      <Button type="submit" data-testid="market-dates-apply">
        {t('market.range.apply')}
      </Button>
      {error && (
        <span className="portal-market-dates-error" role="alert" data-testid="market-dates-error">
          {t(`market.range.${error}`)}
        </span>
      )}
    </form>
  );
}

/** `chosen`: the period was picked (URL from/to); without, the chart shows all the data. */
export function RangeBar({ range, span, chosen, onChange }: { range: DayRange; span: DayRange; chosen: boolean; onChange: (range: DayRange | null) => void }) {
  const { t } = useTranslation();
  const preset = chosen ? presetOf(range, span) : 'all';
  return (
    <div className="portal-market-range" data-testid="market-range">
      <ButtonGroup aria-label={t('market.range.label')}>
        {rangePresets.map((p) => (
          <Button key={p} active={preset === p} aria-pressed={preset === p} onClick={() => onChange(p === 'all' ? null : presetRange(p, span))} data-testid={`market-preset-${p}`}>
            {t(`market.range.presets.${p}`)}
          </Button>
        ))}
      </ButtonGroup>
      {/* Typed dates start again from the period shown whenever it changes. */}
      <DatesForm key={`${range.from}/${range.to}`} range={range} onChange={onChange} />
      <ButtonGroup aria-label={t('market.range.zoom')}>
        <Button onClick={() => onChange(zoomRange(range, 'in', span))} disabled={range.from === range.to} data-testid="market-zoom-in">
          {t('market.range.zoomIn')}
        </Button>
        <Button onClick={() => onChange(zoomRange(range, 'out', span))} disabled={coversSpan(range, span)} data-testid="market-zoom-out">
          {t('market.range.zoomOut')}
        </Button>
        <Button onClick={() => onChange(panRange(range, 'earlier', span))} disabled={atStart(range, span)} data-testid="market-earlier">
          {t('market.range.earlier')}
        </Button>
        <Button onClick={() => onChange(panRange(range, 'later', span))} disabled={atEnd(range, span)} data-testid="market-later">
          {t('market.range.later')}
        </Button>
      </ButtonGroup>
    </div>
  );
}
