import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { BlobHash, DocumentName, HostName, salesPartnerDesignFields, salesPartnerProfileFields, TermsLanguage } from './sales-partner-fields.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';

/** `salesPartner-<id>`: the partner's profile, design and portal terms. */
export const salesPartnerStream = (salesPartnerId: string): StreamId<SalesPartnerEvent> => streamId(`salesPartner-${salesPartnerId}`);

const SalesPartnerId = Type.String({ format: 'uuid' });
const strict = { additionalProperties: false } as const;

export const SalesPartnerCreated = defineEvent('SalesPartnerCreated', Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerProfileFields }, strict));

/** The whole new profile; `removedDomains` names the host names the partner no longer serves. */
export const SalesPartnerChanged = defineEvent(
  'SalesPartnerChanged',
  Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerProfileFields, removedDomains: Type.Array(HostName, { maxItems: 10 }) }, strict),
);

export const SalesPartnerDesignChanged = defineEvent('SalesPartnerDesignChanged', Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerDesignFields }, strict));

export const TermsDocument = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' }), name: DocumentName, pdf: BlobHash },
  strict,
);

/** Version `version` of a partner's portal terms in one language; it replaces the previous one. */
export const PortalTermsPublished = defineEvent(
  'PortalTermsPublished',
  Type.Object(
    { salesPartnerId: SalesPartnerId, language: TermsLanguage, version: Type.Integer({ minimum: 1 }), documents: Type.Array(TermsDocument, { minItems: 1, maxItems: 5 }) },
    strict,
  ),
);

const Id = Type.Object({ salesPartnerId: SalesPartnerId }, strict);
/** Offers can be concluded again; the partner's users can log in again. */
export const SalesPartnerActivated = defineEvent('SalesPartnerActivated', Id);
/** The partner's users lose their sessions and cannot log in (SALESPARTNER_INACTIVE). */
export const SalesPartnerDeactivated = defineEvent('SalesPartnerDeactivated', Id);
export const PublicRegistrationSet = defineEvent('PublicRegistrationSet', Type.Object({ salesPartnerId: SalesPartnerId, allowed: Type.Boolean() }, strict));
/** The partner is gone from lists and hosts; `domains` are the host names it served (released with it). */
export const SalesPartnerDeleted = defineEvent('SalesPartnerDeleted', Type.Object({ salesPartnerId: SalesPartnerId, domains: Type.Array(HostName, { maxItems: 10 }) }, strict));

/** Version `version` (counted per partner) of a document template in one language; the newest of a language and name is the current one. */
export const DocumentTemplatePublished = defineEvent(
  'DocumentTemplatePublished',
  Type.Object({ salesPartnerId: SalesPartnerId, version: Type.Integer({ minimum: 1 }), language: TermsLanguage, name: DocumentName, file: BlobHash }, strict),
);

export const salesPartnerEvents = [
  SalesPartnerCreated,
  SalesPartnerChanged,
  SalesPartnerDesignChanged,
  PortalTermsPublished,
  SalesPartnerActivated,
  SalesPartnerDeactivated,
  PublicRegistrationSet,
  SalesPartnerDeleted,
  DocumentTemplatePublished,
] as const;
export type SalesPartnerEvent = EventOf<(typeof salesPartnerEvents)[number]>;
