import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { TermsLanguage } from '../sales-partner/sales-partner-fields.ts';
import { TermsDocument } from '../sales-partner/sales-partner-events.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';

/**
 * `termsAcceptance-<userId>`: the portal terms a customer user accepted, one event per version.
 * Its own stream, not the user's: accepting terms never races a change of the user's details.
 */
export const termsAcceptanceStream = (userId: string): StreamId<TermsAcceptanceEvent> => streamId(`termsAcceptance-${userId}`);

const strict = { additionalProperties: false } as const;

/** A terms document as the UI lists and sends it back: the PDF's hash stays on the server. */
export const AcceptedTermsDocument = Type.Object({ id: TermsDocument.properties.id, name: TermsDocument.properties.name }, strict);

export const PortalTermsAccepted = defineEvent(
  'PortalTermsAccepted',
  Type.Object(
    {
      userId: Type.String({ format: 'uuid' }),
      salesPartnerId: Type.String({ format: 'uuid' }),
      language: TermsLanguage,
      version: Type.Integer({ minimum: 1 }),
      documents: Type.Array(AcceptedTermsDocument, { minItems: 1, maxItems: 5 }),
    },
    strict,
  ),
);

export const termsAcceptanceEvents = [PortalTermsAccepted] as const;
export type TermsAcceptanceEvent = EventOf<typeof PortalTermsAccepted>;
