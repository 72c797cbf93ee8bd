import Type from 'typebox';
import { BlobHash, DocumentName, salesPartnerDesignFields, salesPartnerProfileFields, TermsLanguage } from './sales-partner-fields.ts';

/** The commands of sales partners: pure schemas, importable by the browser (`@portal/events/commands`). */

const SalesPartnerId = Type.String({ format: 'uuid' });
const strict = { additionalProperties: false } as const;

export const CreateSalesPartner = Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerProfileFields }, strict);
export type CreateSalesPartner = Type.Static<typeof CreateSalesPartner>;

/** Replaces the whole profile (simplest to validate: the same rules as on creation). */
export const ChangeSalesPartner = Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerProfileFields }, strict);
export type ChangeSalesPartner = Type.Static<typeof ChangeSalesPartner>;

export const ChangeSalesPartnerDesign = Type.Object({ salesPartnerId: SalesPartnerId, ...salesPartnerDesignFields }, strict);
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

/** The commands of this module by type, for `commandSchemas` (command-schemas.ts). */
export const salesPartnerCommandSchemas = { CreateSalesPartner, ChangeSalesPartner, ChangeSalesPartnerDesign, PublishPortalTerms, ActivateSalesPartner, DeactivateSalesPartner, SetPublicRegistration, DeleteSalesPartner, SendTestMail, PublishDocumentTemplate } as const;
