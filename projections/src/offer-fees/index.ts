import type { ProjectionArea } from '../area.ts';
import { marginsServiceFeesView } from './margins-service-fees-view.ts';
export { marginsServiceFeesAnswerOf, marginsServiceFeesView, type MarginsServiceFeesDoc } from './margins-service-fees-view.ts';

export const offerFeesArea: ProjectionArea = { name: 'offer-fees', views: [marginsServiceFeesView] };
