export { WorkerRunner, workerProjectionName, type WorkerRunnerOptions, type WorkerState } from './runtime/worker-runner.ts';
export { reactionCommandId } from './runtime/command-ids.ts';
export type { PortalCommand, Reactor, RequestedCommand } from './runtime/reactor.ts';
export { allReactors } from './reactors.ts';
export * from './mail/index.ts';
export * from './forecast/index.ts';
