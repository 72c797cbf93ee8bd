import Type, { type TSchema } from 'typebox';

/**
 * The error body every service answers with (spec section 7: "isClientError and code"; STYLE.md,
 * "Errors"): the catalogue code, the English message and the offending input's path. Routes
 * declare it as their 4xx response schema; the UI types its refusals with it.
 *
 * @example response: { 200: Answer(CustomerDetail), 400: Problem, 404: Problem }
 */
export const Problem = Type.Object({
  isClientError: Type.Boolean(),
  code: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type Problem = Type.Static<typeof Problem>;

/**
 * What a refusal adds beyond code, field and message: the rule it names (`key`, the UI's
 * `errorInfo.<rule>`) and, when a command refuses many items at once (a batch of metering
 * points, the findings in a load profile file), every problem with its field and the count.
 */
export const ProblemDetails = Type.Object(
  {
    key: Type.Optional(Type.String()),
    problems: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.String(),
          message: Type.String(),
          key: Type.Optional(Type.String()),
          // A refused file (UploadLoadProfile) cites each finding's place in the file.
          code: Type.Optional(Type.String()),
          line: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
          column: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
          timestamp: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        }),
      ),
    ),
    problemCount: Type.Optional(Type.Integer()),
  },
  { additionalProperties: true },
);
export type ProblemDetails = Type.Static<typeof ProblemDetails>;

/**
 * The problem body with the `details` a route answers (the serialiser drops what its schema
 * does not name, so a route without details never leaks them).
 *
 * @example response: { 400: ProblemWith(ProblemDetails) }
 */
export const ProblemWith = <T extends TSchema>(details: T) => Type.Object({ ...Problem.properties, details: Type.Optional(details) });

/** The command routes' refusal: a problem with its details. */
export const CommandProblem = ProblemWith(ProblemDetails);
export type CommandProblem = Type.Static<typeof CommandProblem>;
