// The offer request stepper (issue 12 point 2): /offers/new-offer/{id} with its drafts.
export { OfferRequestPage } from './components/offer-request-page.tsx';
