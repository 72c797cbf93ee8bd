import type { CommandArea } from '../area.ts';
import { customerCommands } from './commands.ts';

export const customerArea: CommandArea = { name: 'customer', commands: customerCommands };
