export { documentContent, formatDate, formatNumber, maxListedPoints, priceUnit, type DocumentContent, type OfferDocumentInput, type YearRow } from './document-content.ts';
export { OfferDocumentWriter, type OfferDocumentOptions } from './offer-document.ts';
export { offerDocumentName, offerDocumentReactor } from './offer-document-reactor.ts';
export { renderOfferPdf, winAnsi, type RenderOptions } from './render-pdf.ts';
