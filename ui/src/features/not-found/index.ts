// The 404 page.
export { NotFoundPage } from './components/not-found-page.tsx';
