import { DomainError, type Bus, type EventStore } from '@portal/events';
import { listenForCheckpoints, waitForCheckpoint, type ReadStore } from '@portal/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const minPositionHeader = 'x-portal-min-position';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The projection(s) a read route serves from; enables X-Portal-Min-Position on it. */
    projection?: string | readonly string[];
  }
}

/**
 * Read your writes: a command answers with the global position of its last event; a query that
 * sends it back in X-Portal-Min-Position waits (bounded) until the route's projection has
 * applied that event, so a list never lacks the row the caller has just created. A wait that
 * times out still answers, marked with X-Portal-Stale: true. The wait ends when the projection
 * engine announces its commit (in process, or over the bus from the projections process in
 * split mode); polling the store is only the fallback.
 */
export async function readYourWrites(app: FastifyInstance, deps: { eventStore: EventStore; readStore: ReadStore; bus: Bus; timeoutMs?: number }): Promise<void> {
  const checkpoints = await listenForCheckpoints(deps.bus);
  app.addHook('onClose', () => checkpoints.unsubscribe());
  app.addHook('preHandler', async (request: FastifyRequest, reply) => {
    const projection = request.routeOptions.config.projection;
    const raw = request.headers[minPositionHeader];
    if (!projection || raw === undefined) return;
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (!text || !/^[0-9]{1,19}$/.test(text)) {
      throw new DomainError('VALIDATION_ERROR', 400, `${minPositionHeader} must be a global position`, { field: `headers.${minPositionHeader}` });
    }
    const checkpoint = await deps.eventStore.checkpointOf(BigInt(text));
    if (!checkpoint) {
      throw new DomainError('VALIDATION_ERROR', 400, `no event at position ${text}`, { field: `headers.${minPositionHeader}` });
    }
    // A route that joins several read models waits for each; together within the one time limit.
    const projections = typeof projection === 'string' ? [projection] : projection;
    const timeoutMs = deps.timeoutMs ?? 3000;
    const reached = await Promise.all(projections.map((name) => waitForCheckpoint(deps.readStore, name, checkpoint, { timeoutMs })));
    if (reached.includes(false)) void reply.header('x-portal-stale', 'true');
  });
}
