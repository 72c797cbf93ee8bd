export { meteringPointDocId, meteringPointRowOf, meteringPointsView, meteringPointTopic, searchForm, type MeteringPointDoc } from './metering-points-view.ts';
export { profileStatusOf, profileStatusView, type ProfileStatusDoc } from './profile-status-view.ts';
