export { documentContent, formatDate, formatNumber, maxListedPoints, priceUnit, type DocumentContent, type OfferDocumentInput, type YearRow } from './document-content.ts';
export { OfferDocumentWriter, offerDocumentName, type OfferDocumentOptions } from './offer-document.ts';
export { renderOfferPdf, winAnsi, type RenderOptions } from './render-pdf.ts';
