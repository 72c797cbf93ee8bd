// Metering points (issue 11): list with filters, new point, CSV import and export, detail with its changes and load
// profiles, the graph page, addresses.
export { MeteringPointsPage } from './components/metering-points-page.tsx';
export { MeteringPointPage } from './components/metering-point-page.tsx';
export { AddressesPage } from './components/addresses-page.tsx';
export { MeteringPointGraphPage } from './components/graph-page.tsx';
