import type { CommandArea } from '../area.ts';
import { salesPartnerAdminCommands } from './admin-commands.ts';
import { salesPartnerCommands } from './commands.ts';

export const salesPartnerArea: CommandArea = { name: 'sales-partner', commands: [...salesPartnerCommands, ...salesPartnerAdminCommands] };
