import { forecastReactor } from './forecast/forecast-reactor.ts';
import { marketImportReactor } from './market-import/market-import-reactor.ts';
import { offerChangeReactor } from './offer-change/offer-change-reactor.ts';
import { offerExpiryReactor } from './offer-expiry/offer-expiry-reactor.ts';
import { offerDocumentReactor } from './offer-document/offer-document-reactor.ts';
import type { Reactor, RequestedCommand } from './runtime/reactor.ts';

/**
 * Every reactor the system runs, on one `WorkerRunner` (give it the blob store: the forecast
 * reads history files and stores forecasts, the document reads templates and stores PDFs, the
 * market import reads the job's file). A new worker adds its reactor here.
 */
export const allReactors: readonly Reactor<RequestedCommand>[] = [offerChangeReactor, offerDocumentReactor, offerExpiryReactor, forecastReactor, marketImportReactor];
