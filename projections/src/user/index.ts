import type { ProjectionArea } from '../area.ts';
import { usersView } from './users-view.ts';
export { userRowOf, usersView, type UserDoc } from './users-view.ts';

export const userArea: ProjectionArea = { name: 'user', views: [usersView] };
