export { customerDetailOf, customerRowOf, customersView, type CustomerDoc } from './customers-view.ts';
