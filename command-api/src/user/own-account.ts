import type { CommandDefinition } from '../handler/command-definition.ts';

/**
 * Who sends the commands on the own account (password, mail address, own details): every
 * logged-in user, the auditor included. Every other command leaves the auditor out, so the
 * command route refuses it by role (docs/adr/0025-auditors.md, "Role"): he reads and changes
 * nothing of the business. auditor.int.spec.ts walks the list.
 */
export const ownAccountRoles: CommandDefinition['roles'] = ['admin', 'salesPartner', 'customer', 'auditor'];
