import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { BlobHash, Color, ColorPalette, DocumentName, HostName, salesPartnerProfileFields, TermsLanguage } from './sales-partner-fields.ts';

/** `salesPartner-<id>`: the partner's profile, design and portal terms. */
export const salesPartnerStream = (salesPartnerId: string): string => `salesPartner-${salesPartnerId}`;

const SalesPartnerId = Type.String({ format: 'uuid' });
const strict = { additionalProperties: false } as const;

export const SalesPartnerCreated = defineEvent('SalesPartnerCreated', Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerProfileFields }, strict));

/** The whole new profile; `removedDomains` names the host names the partner no longer serves. */
export const SalesPartnerChanged = defineEvent(
  'SalesPartnerChanged',
  Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerProfileFields, removedDomains: Type.Array(HostName, { maxItems: 10 }) }, strict),
);

const DesignFields = {
  salesPartnerId: SalesPartnerId,
  color: Color,
  colorPalette: ColorPalette,
  logo: Type.Union([BlobHash, Type.Null()], { description: 'PNG or JPEG blob, or null for the default logo' }),
  favicon: Type.Union([BlobHash, Type.Null()], { description: 'PNG or ICO blob, or null for the default favicon' }),
};

export const SalesPartnerDesignChanged = defineEvent('SalesPartnerDesignChanged', Type.Object(DesignFields, strict));

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

// --- commands ---

export const CreateSalesPartner = Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerProfileFields }, strict);
export type CreateSalesPartner = Type.Static<typeof CreateSalesPartner>;

/** Replaces the whole profile (simplest to validate: the same rules as on creation). */
export const ChangeSalesPartner = Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerProfileFields }, strict);
export type ChangeSalesPartner = Type.Static<typeof ChangeSalesPartner>;

export const ChangeSalesPartnerDesign = Type.Object(DesignFields, strict);
export type ChangeSalesPartnerDesign = Type.Static<typeof ChangeSalesPartnerDesign>;

export const PublishPortalTerms = Type.Object(
  {
    salesPartnerId: SalesPartnerId,
    language: TermsLanguage,
    documents: Type.Array(Type.Object({ name: DocumentName, pdf: BlobHash }, strict), { minItems: 1, maxItems: 5 }),
  },
  strict,
);
export type PublishPortalTerms = Type.Static<typeof PublishPortalTerms>;

const ActingPassword = Type.String({ minLength: 1, maxLength: 255, description: 'the acting user\'s password' });

export const ActivateSalesPartner = Type.Object({ salesPartnerId: SalesPartnerId, actingPassword: ActingPassword }, strict);
export type ActivateSalesPartner = Type.Static<typeof ActivateSalesPartner>;
export const DeactivateSalesPartner = ActivateSalesPartner;
export type DeactivateSalesPartner = ActivateSalesPartner;
export const DeleteSalesPartner = ActivateSalesPartner;
export type DeleteSalesPartner = ActivateSalesPartner;

export const SetPublicRegistration = Type.Object({ salesPartnerId: SalesPartnerId, allowed: Type.Boolean() }, strict);
export type SetPublicRegistration = Type.Static<typeof SetPublicRegistration>;

export const SendTestMail = Type.Object({ salesPartnerId: SalesPartnerId }, strict);
export type SendTestMail = Type.Static<typeof SendTestMail>;

export const PublishDocumentTemplate = Type.Object({ salesPartnerId: SalesPartnerId, language: TermsLanguage, name: DocumentName, file: BlobHash }, strict);
export type PublishDocumentTemplate = Type.Static<typeof PublishDocumentTemplate>;
