import Type from 'typebox';

/**
 * The answer of a command route (`POST /api/commands`, the CSV imports): positions as strings,
 * JSON has no bigint.
 */
export const CommandAccepted = Type.Object({
  data: Type.Object({
    streamId: Type.String(),
    position: Type.String({ description: 'global position of the last event; send it as X-Portal-Min-Position to read your write' }),
    nextExpectedRevision: Type.Union([Type.String(), Type.Null()]),
    events: Type.Integer({ description: 'events appended by this call (0 when nothing changed or on a replay)' }),
    duplicate: Type.Boolean({ description: 'true when this commandId had been handled before' }),
  }),
});
export type CommandAccepted = Type.Static<typeof CommandAccepted>;
