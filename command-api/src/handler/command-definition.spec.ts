import { commandSchemas, type CommandType } from '@portal/events';
import { allCommands } from '../app.ts';
import { defineCommand } from './command-definition.ts';

const accepted = { streamId: 's', position: 1n, nextExpectedRevision: 0n, events: 0, duplicate: false };

describe('command definitions', () => {
  it('take their schema from @portal/events/commands and hand run the typed data', async () => {
    const seen: string[] = [];
    const definition = defineCommand('SetPublicRegistration', {
      summary: 'test',
      roles: ['admin'],
      run: async (_deps, data) => {
        seen.push(`${data.salesPartnerId}:${String(data.allowed)}`);
        // @ts-expect-error a field the command does not have: fails to compile if run got `unknown` or `any`
        seen.push(String(data.customerId));
        return accepted;
      },
    });
    expect(definition.data).toBe(commandSchemas.SetPublicRegistration);
    // Never called: it only has to compile, or rather not to.
    // @ts-expect-error the data must have the command's shape
    const missingField = () => definition.run({} as never, { salesPartnerId: 'p' }, {} as never);
    void missingField;
    await definition.run({} as never, { salesPartnerId: 'p', allowed: true }, {} as never);
    expect(seen).toEqual(['p:true', 'undefined']);
  });

  it('exist once per command type, each with the schema of its contract', () => {
    const types = allCommands.map((c) => c.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual(Object.keys(commandSchemas).sort());
    for (const command of allCommands) expect(command.data).toBe(commandSchemas[command.type as CommandType]);
  });
});
