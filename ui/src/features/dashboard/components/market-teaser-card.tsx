import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate, formatKind } from '@/lib/format/index.ts';
import { marketTeaserHasData } from '../dashboard-cards.ts';
import { type MarketTeaserAnswer, useGetMarketTeaserQuery } from '../market-teaser-api.ts';
import { DashboardCard, EmptyState } from './dashboard-card.tsx';

// The market teaser: per market (CH, DE) the front year's base settlement with its trading day
// and the last spot day's mean price, each with its unit, and the ways to the market pages. A
// settlement is a price (4 decimals), a day's mean a value (2 decimals, spec section 9).

function MarketLines({ answer }: { answer: MarketTeaserAnswer }) {
  const { t } = useTranslation();
  return (
    <ul data-testid="market-teaser">
      {answer.markets.flatMap((m) => [
        ...(m.forward
          ? [
              <li key={`${m.market}-forward`} data-testid="market-teaser-forward" data-market={m.market}>
                {t('dashboard.cards.market.forward', { market: t(`dashboard.cards.market.markets.${m.market}`), label: m.forward.label, price: formatKind(m.forward.price, 'price'), unit: m.forward.unit, day: formatDate(m.forward.tradingDay) })}
              </li>,
            ]
          : []),
        ...(m.spot
          ? [
              <li key={`${m.market}-spot`} data-testid="market-teaser-spot" data-market={m.market}>
                {t('dashboard.cards.market.spot', { market: t(`dashboard.cards.market.markets.${m.market}`), average: formatKind(m.spot.average, 'value'), unit: m.spot.unit, day: formatDate(m.spot.day) })}
              </li>,
            ]
          : []),
      ])}
      {answer.currencies.length > 0 && <li data-testid="market-teaser-currencies">{t('dashboard.cards.market.currencies', { currencies: answer.currencies.join(', ') })}</li>}
    </ul>
  );
}

export function MarketTeaserCard() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetMarketTeaserQuery(undefined);
  return (
    <DashboardCard id="market" icon="timeline-line-chart" title={t('dashboard.cards.market.title')}>
      {isLoading && <Spinner size={20} />}
      <LoadError error={error} />
      {data && !marketTeaserHasData(data) && <EmptyState text={t('dashboard.cards.market.empty')} />}
      {data && marketTeaserHasData(data) && <MarketLines answer={data} />}
      <div className="portal-dashboard-links">
        <Link to={paths.market.future} data-testid="market-teaser-future-link">
          {t('dashboard.cards.market.openFuture')}
        </Link>
        <Link to={paths.market.spot} data-testid="market-teaser-spot-link">
          {t('dashboard.cards.market.openSpot')}
        </Link>
      </div>
    </DashboardCard>
  );
}
