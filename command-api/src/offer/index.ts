import type { CommandArea } from '../area.ts';
import { offerCommands } from './commands.ts';
import { feeCommands } from './fee-commands.ts';

export const offerArea: CommandArea = { name: 'offer', commands: [...offerCommands, ...feeCommands] };
