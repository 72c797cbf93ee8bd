export { userRowOf, usersView, type UserDoc } from './users-view.ts';
