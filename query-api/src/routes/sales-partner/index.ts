import type { QueryArea } from '../../area.ts';
import type { BlobStore } from '@portal/platform';
import type { ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { brandingRoutes } from './branding-routes.ts';
import { termsRoutes } from './terms-routes.ts';

export { tenantOfHost, partnerOfHost, hostOf, defaultBranding } from './tenant.ts';
export { noLogo } from './branding-routes.ts';
export { downloadMarkers } from './terms-routes.ts';

/** The public calls of spec section 7 that depend on the sales partner serving a host. */
export function salesPartnerRoutes(app: FastifyInstance, deps: { readStore: ReadStore; blobStore: BlobStore }): void {
  brandingRoutes(app, deps);
  termsRoutes(app, deps);
}

export const salesPartnerArea: QueryArea = {
  name: 'sales-partner',
  routes: (app, context) => salesPartnerRoutes(app, context),
  topics: {
    DESIGN: { names: { any: 'recalcDesign' } },
    TERMS: { names: { any: 'recalcTerms' } },
  },
};
