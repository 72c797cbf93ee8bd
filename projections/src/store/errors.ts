import { formatCheckpoint, type Checkpoint } from '@portal/events';

/** The generation a writer targets is no longer active or building: a rebuild switched it out. */
export class GenerationRetiredError extends Error {
  readonly projection: string;
  readonly generation: number;

  constructor(projection: string, generation: number) {
    super(`generation ${generation} of ${projection} is retired`);
    this.name = 'GenerationRetiredError';
    this.projection = projection;
    this.generation = generation;
  }
}

/** Another writer moved the checkpoint since this one loaded: the batch was not written. */
export class CheckpointConflictError extends Error {
  readonly projection: string;
  readonly generation: number;

  constructor(projection: string, generation: number, expected: Checkpoint) {
    super(`checkpoint of ${projection} generation ${generation} moved away from ${formatCheckpoint(expected)}: another writer`);
    this.name = 'CheckpointConflictError';
    this.projection = projection;
    this.generation = generation;
  }
}

/**
 * A switch would move readers back in the log: the new generation has not reached the live
 * one's checkpoint yet. The rebuild catches up and tries again, so read-your-writes holds.
 */
export class GenerationBehindError extends Error {
  readonly projection: string;
  readonly generation: number;

  constructor(projection: string, generation: number, live: Checkpoint) {
    super(`generation ${generation} of ${projection} is behind the live generation (${formatCheckpoint(live)})`);
    this.name = 'GenerationBehindError';
    this.projection = projection;
    this.generation = generation;
  }
}
