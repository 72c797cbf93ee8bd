import type { ProjectionArea } from '../area.ts';
import { customersView } from './customers-view.ts';
export { customerDetailOf, customerRowOf, customersView, type CustomerDoc } from './customers-view.ts';

export const customerArea: ProjectionArea = { name: 'customer', views: [customersView] };
