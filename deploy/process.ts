import pino, { type Logger } from 'pino';
import { loadConfig, type PortalConfig } from './config.ts';

/** What a started process hands back: how to stop it cleanly. */
export type Stop = () => Promise<void>;

/**
 * Runs one portal process: reads the configuration, starts it, and stops it cleanly on SIGINT
 * or SIGTERM (a second signal exits at once). A start failure is logged and exits with 1.
 */
export async function runProcess(name: string, start: (config: PortalConfig, logger: Logger) => Promise<Stop>): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, name });
  let stop: Stop;
  try {
    stop = await start(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) process.exit(130);
    stopping = true;
    logger.info({ signal }, `${name} stopping`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, `${name} did not stop cleanly`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/** "0.0.0.0" is where the server listens, not an address a person can open. */
export const publicHost = (host: string): string => (host === '0.0.0.0' || host === '::' ? 'localhost' : host);
