import type { CommandArea } from '../area.ts';
import { forecastCommands } from './commands.ts';

export const forecastArea: CommandArea = { name: 'forecast', commands: forecastCommands };
