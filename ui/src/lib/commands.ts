import type { TagDescription } from '@reduxjs/toolkit/query';
import { api, rememberWrittenPosition } from './api.ts';
import type { TagType } from './realtime-rules.ts';
import { rememberOwnMessageId } from './realtime.ts';

/** The command API's answer (command-api/src/app.ts, CommandAccepted). */
export interface CommandAccepted {
  streamId: string;
  position: string;
  nextExpectedRevision: string | null;
  events: number;
  duplicate: boolean;
}

export interface CommandRequest {
  /** A command type of `POST /api/commands` (docs/identity-api.md). */
  type: string;
  data: unknown;
  /** Reuse one id when retrying the same user action, so the server acts once. */
  commandId?: string;
  /** Cached reads this command makes stale. */
  invalidates?: TagDescription<TagType>[];
}

export const newCommandId = (): string => crypto.randomUUID();

/**
 * Every state change of the UI: `POST /api/commands` with a fresh commandId. The answer's
 * position makes the next reads wait for the write (read-your-writes); the commandId is
 * remembered so this browser's own socket notification does not refetch twice.
 *
 * @example
 * const [send, call] = useSendCommandMutation();
 * const result = await send({ type: 'DeactivateUser', data: { userId, actingPassword }, invalidates: [{ type: 'USER', id: userId }] });
 * if (result.error) showFieldErrors(result.error);
 */
export const commandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendCommand: build.mutation<CommandAccepted, CommandRequest>({
      query: ({ type, data, commandId = newCommandId() }) => {
        rememberOwnMessageId(commandId);
        return { url: '/api/commands', method: 'POST', body: { type, commandId, data } };
      },
      // Before the fulfilled action, so the refetches its tags trigger already carry the position.
      transformResponse: (accepted: CommandAccepted) => {
        rememberWrittenPosition(accepted.position);
        return accepted;
      },
      invalidatesTags: (result, _error, request) => (result ? (request.invalidates ?? []) : []),
    }),
  }),
});

export const { useSendCommandMutation } = commandsApi;
