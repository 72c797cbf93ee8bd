import type { ProjectionArea } from '../area.ts';
import { platformConfigView } from './platform-config-view.ts';

export { platformConfigView, platformConfigDocId, type PlatformConfigDoc } from './platform-config-view.ts';

export const platformConfigArea: ProjectionArea = { name: 'platform-config', views: [platformConfigView] };
