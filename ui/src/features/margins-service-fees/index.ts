// /admin/margins-service-fees (spec section 2, Admin): the partner's margin and service fees per product.
export { MarginsServiceFeesPage } from './components/margins-service-fees-page.tsx';
