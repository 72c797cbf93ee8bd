import type { CommandArea } from '../area.ts';
import { platformConfigCommands } from './commands.ts';

export const platformConfigArea: CommandArea = { name: 'platform-config', commands: platformConfigCommands };
