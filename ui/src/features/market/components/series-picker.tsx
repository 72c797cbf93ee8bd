import { Button, HTMLSelect } from '@blueprintjs/core';
import type { MarketSeriesInfo } from '@portal/events/read-contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxSeries } from '../market-view.ts';
import { type SeriesGroup, seriesGroups } from '../series-groups.ts';

// Picking a series: a grouped list of the kind's series with data and an add button. Whether
// it may be added (at most 10, none twice) is the page's rule (market-view.ts); a refused one
// is told in a toast and the list keeps it selected.

function useGroupName() {
  const { t } = useTranslation();
  return (group: SeriesGroup): string => {
    const { market = '', load = '', length = '', source = '', base = '' } = group.params;
    return t(group.labelKey, {
      market,
      load: load ? t(`market.loads.${load}`) : '',
      length: length ? t(`market.lengths.${length}`) : '',
      source: source ? t(`market.sources.${source}`) : '',
      base,
    });
  };
}

export function SeriesPicker({ infos, onAdd }: { infos: readonly MarketSeriesInfo[]; onAdd: (id: string) => void }) {
  const { t } = useTranslation();
  const groupName = useGroupName();
  const groups = useMemo(() => seriesGroups(infos), [infos]);
  const [chosen, setChosen] = useState('');
  const selected = infos.some((info) => info.id === chosen) ? chosen : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected) onAdd(selected);
  };
  return (
    <form className="portal-market-picker" onSubmit={submit} data-testid="market-picker">
      <label htmlFor="market-series-select">{t('market.picker.label', { max: maxSeries })}</label>
      <HTMLSelect id="market-series-select" value={selected} onChange={(event) => setChosen(event.currentTarget.value)} data-testid="market-series-select">
        <option value="">{t('market.picker.placeholder')}</option>
        {groups.map((group) => (
          <optgroup key={group.key} label={groupName(group)}>
            {group.series.map((info) => (
              <option key={info.id} value={info.id}>
                {info.label}
              </option>
            ))}
          </optgroup>
        ))}
      </HTMLSelect>
      <Button type="submit" intent="primary" disabled={!selected} data-testid="market-series-add">
        {t('market.picker.add')}
      </Button>
    </form>
  );
}

export interface Chip {
  id: string;
  label: string;
  colour: string;
}

/** The picked series, each with its line's colour and a button that removes it. */
export function SeriesChips({ chips, onRemove }: { chips: readonly Chip[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="portal-market-chips" data-testid="market-chips">
      <span className="portal-market-count" data-testid="market-series-count">
        {t('market.picker.shown', { count: chips.length, max: maxSeries })}
      </span>
      <ul>
        {chips.map((chip) => (
          <li key={chip.id} className="portal-market-chip" data-testid="market-chip" data-series={chip.id}>
            <span className="portal-market-chip-dot" style={{ backgroundColor: chip.colour }} aria-hidden="true" />
            {chip.label}
            <Button size="small" variant="minimal" aria-label={t('market.picker.remove', { label: chip.label })} onClick={() => onRemove(chip.id)} data-testid="market-chip-remove">
              ×
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
