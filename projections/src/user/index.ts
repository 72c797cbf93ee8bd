export { usersView, type UserDoc } from './users-view.ts';
