export { marginsServiceFeesAnswerOf, marginsServiceFeesView, type MarginsServiceFeesDoc } from './margins-service-fees-view.ts';
