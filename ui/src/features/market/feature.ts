import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { marketCatalogue } from './i18n.ts';

// Loaded on the first visit: the pages, and with the first chart AG Charts, stay out of the entry chunk.
const pages = () => import('./index.ts');

/** /market/future, /market/spot, /market/exchange: forward settlements, spot prices and exchange rates charted (issue 13). */
export const marketFeature: Feature = {
  name: 'market',
  pages: {
    [paths.market.future]: async () => (await pages()).MarketFuturePage,
    [paths.market.spot]: async () => (await pages()).MarketSpotPage,
    [paths.market.exchange]: async () => (await pages()).MarketExchangePage,
  },
  catalogue: marketCatalogue,
};
