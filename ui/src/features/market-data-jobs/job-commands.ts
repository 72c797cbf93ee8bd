import { defineCommand } from '@/lib/commands.ts';
import { jobsTag } from './api.ts';

/** The admin removes a failed job's error flag (spec section 4); the job list is read again. */
export const removeMarketImportErrorFlag = defineCommand('RemoveMarketImportErrorFlag', () => [jobsTag]);
