import type { CommandArea } from '../area.ts';
import { loadProfileCommands } from './upload-load-profile.ts';

export const loadProfileArea: CommandArea = { name: 'load-profile', commands: loadProfileCommands };
