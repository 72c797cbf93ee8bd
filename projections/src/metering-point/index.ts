import type { ProjectionArea } from '../area.ts';
import { meteringPointsView } from './metering-points-view.ts';
import { profileStatusView } from './profile-status-view.ts';
export { meteringPointDocId, meteringPointRowOf, meteringPointsView, meteringPointTopic, searchForm, type MeteringPointDoc } from './metering-points-view.ts';
export { profileStatusOf, profileStatusView, type ProfileStatusDoc } from './profile-status-view.ts';

export const meteringPointArea: ProjectionArea = { name: 'metering-point', views: [meteringPointsView, profileStatusView] };
