export { meteringPointDocId, meteringPointRowOf, meteringPointsView, meteringPointTopic, searchForm, type MeteringPointDoc } from './metering-points-view.ts';
