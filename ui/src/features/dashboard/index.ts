// The start page (/ and /dashboard).
export { DashboardPage } from './components/dashboard-page.tsx';
