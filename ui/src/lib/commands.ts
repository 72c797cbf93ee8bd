import type { CommandData, CommandType } from '@portal/events/commands';
import type { CommandAccepted as CommandAnswer } from '@portal/events/read-contracts';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { api, rememberWrittenPosition } from './api.ts';
import type { TagType } from './realtime-rules.ts';
import { rememberOwnMessageId } from './realtime.ts';

/** The command API's answer inside its `{ data }` (the base query unwraps it). */
export type CommandAccepted = CommandAnswer['data'];

/**
 * A command as the UI sends it: its type (its data is typed by the API's own schema,
 * `@portal/events/commands`) and the cached reads its success makes stale. Defined once per
 * command type beside the entity or feature that owns it, so no call site lists tags.
 */
export interface CommandDefinition<T extends CommandType> {
  readonly type: T;
  readonly invalidates: (data: CommandData<T>) => TagDescription<TagType>[];
}

/**
 * @example
 * export const deactivateUser = defineCommand('DeactivateUser', ({ userId }) => [{ type: 'USER', id: userId }]);
 */
export function defineCommand<T extends CommandType>(type: T, invalidates: (data: CommandData<T>) => TagDescription<TagType>[] = () => []): CommandDefinition<T> {
  return { type, invalidates };
}

/** Every command the API knows with its data: what `POST /api/commands` carries. */
type CommandBody = { [T in CommandType]: { type: T; data: CommandData<T> } }[CommandType];
type CommandRequest = CommandBody & { commandId: string; invalidates: TagDescription<TagType>[] };

export const newCommandId = (): string => crypto.randomUUID();

// `POST /api/commands`. The answer's position makes the next reads wait for the write
// (read-your-writes); the commandId is remembered so this browser's own socket notification
// does not refetch twice.
const commandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendCommand: build.mutation<CommandAccepted, CommandRequest>({
      query: ({ type, data, commandId }) => {
        rememberOwnMessageId(commandId);
        return { url: '/api/commands', method: 'POST', body: { type, commandId, data } };
      },
      // Before the fulfilled action, so the refetches its tags trigger already carry the position.
      transformResponse: (accepted: CommandAccepted) => {
        rememberWrittenPosition(accepted.position);
        return accepted;
      },
      invalidatesTags: (result, _error, request) => (result ? request.invalidates : []),
    }),
  }),
});

export interface SendOptions {
  /** Reuse one id when retrying the same user action, so the server acts once. */
  commandId?: string;
}

/**
 * The typed send of one command, and the state of its last call.
 *
 * @example
 * const [deactivate, call] = useCommand(deactivateUser);
 * const result = await deactivate({ userId, actingPassword });
 * if (result.error) showRefusal(result.error);
 */
export function useCommand<T extends CommandType>(command: CommandDefinition<T>) {
  const [trigger, state] = commandsApi.useSendCommandMutation();
  const send = useCallback(
    (data: CommandData<T>, options: SendOptions = {}) =>
      // TypeScript does not narrow a generic T into the union of bodies; `type` and `data` belong together by the signature.
      trigger({ type: command.type, data, commandId: options.commandId ?? newCommandId(), invalidates: command.invalidates(data) } as CommandRequest),
    [trigger, command],
  );
  return [send, state] as const;
}
