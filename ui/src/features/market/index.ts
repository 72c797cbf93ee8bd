// The market pages (issue 13 point 3): forward settlements, spot prices and exchange rates.
export { MarketExchangePage, MarketFuturePage, MarketSpotPage } from './components/market-page.tsx';
