// The admin's forecast tools (issue 11 point 6): the roll-out of load profiles.
export { ToolsPage } from './components/tools-page.tsx';
