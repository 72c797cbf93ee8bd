import { Checkbox, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatKind } from '@/lib/format/index.ts';
import { type PointChoice, pointKey } from '../load-profile-choice.ts';
import { shownDate } from '../request-values.ts';

interface Props {
  listed: readonly PointChoice[];
  /** The chosen points' keys (`pointKey`). */
  chosen: ReadonlySet<string>;
  onToggle: (point: PointChoice, on: boolean) => void;
}

/** The customer's points of the request's direction, each with its history and a tick to choose it. */
export function PointsTable({ listed, chosen, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <HTMLTable compact striped className="portal-offer-points" data-testid="offer-points">
      <thead>
        <tr>
          <th>{t('offerRequest.points.pick')}</th>
          <th>{t('offerRequest.points.code')}</th>
          <th>{t('offerRequest.points.direction')}</th>
          <th>{t('offerRequest.points.quantity')}</th>
          <th>{t('offerRequest.points.history')}</th>
        </tr>
      </thead>
      <tbody>
        {listed.map((point) => (
          <tr key={pointKey(point)} data-testid="offer-point-row" data-code={point.code} data-direction={point.direction}>
            <td>
              <Checkbox
                name="meteringPoints"
                aria-label={point.code}
                checked={chosen.has(pointKey(point))}
                // A point without history cannot carry a request; one chosen before may still be unticked.
                disabled={point.history === null && !chosen.has(pointKey(point))}
                onChange={(event) => onToggle(point, event.currentTarget.checked)}
                data-testid={`offer-point-${point.code}-${point.direction}`}
              />
            </td>
            <td>{point.code}</td>
            <td>{t(`offerRequest.directions.${point.direction}`)}</td>
            <td>{formatKind(point.yearlyQuantityKwh, 'volume')} kWh</td>
            <td>
              {point.history
                ? t('offerRequest.points.historyOf', { from: shownDate(point.history.from), to: shownDate(point.history.to), kwh: formatKind(point.history.kwh, 'volume') })
                : t('offerRequest.points.noHistory')}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
