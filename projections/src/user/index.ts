export { userRowOf, usersView, type UserDoc, type UserRow } from './users-view.ts';
