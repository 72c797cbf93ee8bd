export { customersView, type CustomerDoc } from './customers-view.ts';
