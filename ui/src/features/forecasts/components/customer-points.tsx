import { Callout, Checkbox, FormGroup, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/form-field.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useGetMeteringPointsQuery } from '@/entities/metering-point/metering-point-api.ts';
import { apiFilter, emptyFilter } from '@/entities/metering-point/metering-point-query.ts';
import { pointKey, type RolloutPoint } from '../rollout-form.ts';

// A customer's metering points with checkboxes: the admin types a customer number (it has no
// customer list, see the metering points README) and ticks the points to roll out.

/** The list route's largest page. */
const PAGE = 100;

interface CustomerPointsProps {
  customerId: string;
  onCustomerId: (value: string) => void;
  chosen: ReadonlySet<string>;
  onChosen: (next: ReadonlySet<string>, points: RolloutPoint[]) => void;
}

export function CustomerPoints({ customerId, onCustomerId, chosen, onChosen }: CustomerPointsProps) {
  const { t } = useTranslation();
  const filter = apiFilter({ ...emptyFilter, customerId });
  const { data, isFetching, error } = useGetMeteringPointsQuery(filter.customerId ? { limit: PAGE, filter } : skipToken);
  const rows = filter.customerId ? (data?.rows ?? []) : [];
  const pointsOf = (keys: ReadonlySet<string>) => rows.filter((row) => keys.has(pointKey(row))).map(({ code, direction }) => ({ code, direction }));
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChosen(next, pointsOf(next));
  };
  const allOn = rows.length > 0 && rows.every((row) => chosen.has(pointKey(row)));
  return (
    <div className="portal-rollout-customer" data-testid="rollout-customer">
      <TextField id="rollout-customerId" label={t('forecasts.tools.customerId')} value={customerId} onChange={onCustomerId} inputMode="numeric" optional />
      {isFetching && <Spinner size={16} />}
      <LoadError error={error} />
      {filter.customerId && data && rows.length === 0 && <p>{t('forecasts.tools.noCustomerPoints')}</p>}
      {rows.length > 0 && (
        <FormGroup label={t('forecasts.tools.customerPoints')}>
          <Checkbox
            checked={allOn}
            label={t('forecasts.tools.selectAll')}
            data-testid="rollout-select-all"
            onChange={(event) => {
              const next = new Set(event.currentTarget.checked ? rows.map(pointKey) : []);
              onChosen(next, pointsOf(next));
            }}
          />
          {rows.map((row) => (
            <Checkbox
              key={pointKey(row)}
              checked={chosen.has(pointKey(row))}
              data-testid="rollout-customer-point"
              data-key={pointKey(row)}
              label={`${row.code} · ${t(`forecasts.directions.${row.direction}`)}`}
              onChange={(event) => toggle(pointKey(row), event.currentTarget.checked)}
            />
          ))}
          {data?.hasNext && <Callout intent="primary">{t('forecasts.tools.firstPage', { count: PAGE })}</Callout>}
        </FormGroup>
      )}
    </div>
  );
}
