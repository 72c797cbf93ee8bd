import { ReactorFollower, type WorkerRunnerOptions } from '../runtime/worker-runner.ts';
import { forecastReactor } from './forecast-reactor.ts';

export interface ForecastGeneratorOptions extends WorkerRunnerOptions {
  /** Where the history files are and the generated forecasts go. */
  readonly blobStore: NonNullable<WorkerRunnerOptions['blobStore']>;
}

/**
 * The forecast generator on its own (the processes run `forecastReactor` through the
 * `WorkerRunner` with the other reactors, reactors.ts): the reaction on the runner's loop, with
 * the runner's checkpoint (`worker-forecast-generator`), retries and shutdown.
 */
export class ForecastGenerator extends ReactorFollower {
  constructor(options: ForecastGeneratorOptions) {
    super(forecastReactor, options);
  }
}
