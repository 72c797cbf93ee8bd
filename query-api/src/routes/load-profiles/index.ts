export { loadProfileBodyLimit, loadProfileCheckRoute, loadProfileContentTypes } from './check-route.ts';
