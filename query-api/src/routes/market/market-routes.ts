import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, forwardSeriesId, marketSeriesLabel, parseSeriesId, spotSeriesId, type MarketSeriesKind } from '@portal/events';
import { Answer, FxConvertAnswer, FxMonthEndAnswer, MarketChartAnswer, MarketSeriesInfo, MarketTeaserAnswer } from '@portal/events/read-contracts';
import { Decimal, toDecimalString } from '@portal/events/units';
import { convertAmount, monthEndFxRate, rateText, type MarketCatalogueRow, type MarketSeriesReader } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';
import { Problem } from '../sales-partner/tenant.ts';
import { marketChart, marketZone } from './market-chart.ts';
import { ChartQuery, checkChartPeriod, checkMonth, ConvertQuery, isIsoCurrency, MonthEndQuery, noRatesOf, parseAmount, parseChartSeries, SeriesQuery, unknownCurrency } from './market-query.ts';

const tags = ['market'];
const prefixOf: Record<MarketSeriesKind, string> = { SPOT: 'SPOT:', FORWARD: 'FWD:', FX: 'FX:' };

/** The last value as text: a spot day's mean to the cent (prices are published in cents), a daily value as stored. */
const lastText = (row: MarketCatalogueRow): string =>
  row.resolutionMinutes === 15 ? toDecimalString(new Decimal(row.last), 2) : toDecimalString(new Decimal(String(row.last)));

/** The currencies with rates: EUR and the quotes of the ECB's series, CHF and the bases of the SNB's. */
function currenciesOf(fx: readonly MarketCatalogueRow[]): string[] {
  const codes = new Set<string>();
  for (const row of fx) {
    const key = parseSeriesId(row.id);
    if (key?.kind !== 'FX') continue;
    codes.add(key.base);
    codes.add(key.quote);
  }
  return [...codes].sort();
}

export interface MarketRouteDeps {
  readonly market: MarketSeriesReader;
  readonly clock?: () => Date;
}

/**
 * The market data's read routes (issue 13): the series catalogue, charts, the month-end rate and
 * conversion, and the dashboard teaser. Market data is published data, not a tenant's: every
 * logged-in role reads all of it; without a session the routes answer 401 like every guarded one.
 */
export function marketRoutes(fastify: FastifyInstance, deps: MarketRouteDeps): void {
  const { market } = deps;
  seriesRoute(fastify, market);
  chartRoute(fastify, market);
  fxRoutes(fastify, market);
  teaserRoute(fastify, market, deps.clock ?? (() => new Date()));
}

function seriesRoute(fastify: FastifyInstance, market: MarketSeriesReader): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/market/series',
    { onRequest: guard('businessUser'), schema: { summary: 'The market series with data, for the pickers', tags, querystring: SeriesQuery, response: { 200: Answer(Type.Array(MarketSeriesInfo)), 400: Problem } } },
    async (request) => {
      const kind = request.query.kind;
      const rows = await market.catalogue(kind ? prefixOf[kind] : '');
      const data = rows.flatMap((row): MarketSeriesInfo[] => {
        const key = parseSeriesId(row.id);
        if (!key || (row.resolutionMinutes !== 15 && row.resolutionMinutes !== 1440)) return [];
        return [{ id: row.id, kind: key.kind, label: marketSeriesLabel(row.id), unit: row.unit, resolutionMinutes: row.resolutionMinutes, from: row.from, to: row.to, last: lastText(row) }];
      });
      return { data };
    },
  );
}

function chartRoute(fastify: FastifyInstance, market: MarketSeriesReader): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/market/chart',
    {
      onRequest: guard('businessUser'),
      schema: {
        summary: 'Up to 10 market series over a period, at most maxPoints buckets each (mean, min, max), cut from Europe/Zurich midnight',
        tags, querystring: ChartQuery, response: { 200: Answer(MarketChartAnswer), 400: Problem },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const ids = parseChartSeries(request.query.series);
      checkChartPeriod(from, to);
      const known = new Map((await market.catalogueOf(ids)).map((row) => [row.id, row]));
      const series = ids.map((id) => {
        const row = known.get(id);
        if (!row) throw new DomainError('VALIDATION_ERROR', 400, `no market series ${id}`, { field: 'querystring.series' });
        return row;
      });
      return { data: await marketChart(market, series, { from, to }, Number(request.query.maxPoints ?? 2000)) };
    },
  );
}

/**
 * The month-end rate, or the refusal that says why there is none: an unknown currency (400) or
 * a month without a rate (404). The catalogue is read only when a code is no current ISO
 * currency or there is no rate, so the usual request makes one or two indexed lookups.
 */
async function rateOf(market: MarketSeriesReader, query: { from: string; to: string; month: string }) {
  const { from, to } = query;
  let known: string[] | undefined;
  const currencies = async (): Promise<string[]> => (known ??= currenciesOf(await market.catalogue('FX:')));
  if (!isIsoCurrency(from) && !(await currencies()).includes(from)) throw unknownCurrency(from, 'from');
  if (!isIsoCurrency(to) && !(await currencies()).includes(to)) throw unknownCurrency(to, 'to');
  const month = checkMonth(query.month);
  const rate = await monthEndFxRate(market, { from, to, month });
  if (rate) return rate;
  if (!(await currencies()).includes(from)) throw noRatesOf(from, 'from');
  if (!(await currencies()).includes(to)) throw noRatesOf(to, 'to');
  throw new DomainError('INVALID_DATE', 404, `no ${from}/${to} rate for ${month}: neither the SNB nor the ECB published one that month`, { field: 'querystring.month' });
}

function fxRoutes(fastify: FastifyInstance, market: MarketSeriesReader): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/market/fx/month-end',
    {
      onRequest: guard('businessUser'),
      schema: { summary: 'The rate of the last publication day of a month (SNB for CHF when it has one, else ECB)', tags, querystring: MonthEndQuery, response: { 200: Answer(FxMonthEndAnswer), 400: Problem, 404: Problem } },
    },
    async (request) => {
      const rate = await rateOf(market, request.query);
      return { data: { rate: rateText(rate), date: rate.date, source: rate.source } };
    },
  );

  app.get(
    '/api/market/fx/convert',
    {
      onRequest: guard('businessUser'),
      schema: { summary: "An amount converted at the month-end rate, half up to the target currency's minor unit", tags, querystring: ConvertQuery, response: { 200: Answer(FxConvertAnswer), 400: Problem, 404: Problem } },
    },
    async (request) => {
      const amount = parseAmount(request.query.amount);
      const rate = await rateOf(market, request.query);
      return { data: { amount: convertAmount(amount, rate, request.query.to), rate: rateText(rate), date: rate.date, source: rate.source } };
    },
  );
}

function teaserRoute(fastify: FastifyInstance, market: MarketSeriesReader, clock: () => Date): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/market/teaser',
    { onRequest: guard('businessUser'), schema: { summary: "The dashboard's market card: front year base and last spot day per market", tags, response: { 200: Answer(MarketTeaserAnswer) } } },
    async () => {
      const frontYear = String(Number(new Intl.DateTimeFormat('en', { timeZone: marketZone, year: 'numeric' }).format(clock())) + 1);
      const markets = [
        { market: 'CH' as const, forward: forwardSeriesId('CH', 'BASE', frontYear), spot: spotSeriesId('CH') },
        { market: 'DE' as const, forward: forwardSeriesId('DE', 'BASE', frontYear), spot: spotSeriesId('DE-LU') },
      ];
      const [rows, fx] = await Promise.all([market.catalogueOf(markets.flatMap((m) => [m.forward, m.spot])), market.catalogue('FX:')]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { data: { markets: markets.map((m) => teaserMarket(m.market, byId.get(m.forward), byId.get(m.spot))), currencies: currenciesOf(fx) } };
    },
  );
}

function teaserMarket(market: 'CH' | 'DE', forward: MarketCatalogueRow | undefined, spot: MarketCatalogueRow | undefined) {
  return {
    market,
    forward: forward ? { seriesId: forward.id, label: marketSeriesLabel(forward.id), tradingDay: forward.to, price: lastText(forward), unit: forward.unit } : null,
    spot: spot ? { seriesId: spot.id, day: spot.to, average: lastText(spot), unit: spot.unit } : null,
  };
}
