import { assertNever, DomainError, validationError, type ChangeSalesPartner, type ChangeSalesPartnerDesign, type CreateSalesPartner, type Decider, type PlatformConfigLists, type PublishDocumentTemplate, type PublishPortalTerms, type SalesPartnerEvent, type SetPublicRegistration, type SalesPartnerProfile } from '@portal/events';
import { assertProfile, normaliseProfile } from './profile-rules.ts';

type Language = PublishPortalTerms['language'];
type Design = Omit<ChangeSalesPartnerDesign, 'salesPartnerId'>;
type TermsDocuments = { readonly id: string; readonly name: string; readonly pdf: string }[];

/** Profile commands carry the platform configuration their rules check against. */
export type SalesPartnerCommand =
  | { readonly type: 'CreateSalesPartner'; readonly data: CreateSalesPartner; readonly config: PlatformConfigLists }
  | { readonly type: 'ChangeSalesPartner'; readonly data: ChangeSalesPartner; readonly config: PlatformConfigLists }
  | { readonly type: 'ChangeSalesPartnerDesign'; readonly data: ChangeSalesPartnerDesign }
  | { readonly type: 'PublishPortalTerms'; readonly data: PublishPortalTerms }
  | { readonly type: 'ActivateSalesPartner' | 'DeactivateSalesPartner'; readonly data: { readonly salesPartnerId: string } }
  | { readonly type: 'SetPublicRegistration'; readonly data: SetPublicRegistration }
  /** Offers are the partner's offer ledger's rule (offer/offer-ledger.ts), decided in the same unit. */
  | { readonly type: 'DeleteSalesPartner'; readonly data: { readonly salesPartnerId: string } }
  | { readonly type: 'PublishDocumentTemplate'; readonly data: PublishDocumentTemplate };

export type SalesPartnerState =
  | { readonly status: 'none' }
  | {
      readonly status: 'created';
      readonly profile: SalesPartnerProfile;
      readonly design: Design | null;
      readonly terms: Partial<Record<Language, { readonly version: number; readonly documents: TermsDocuments }>>;
      /** Document templates published so far, newest last (versions count per partner). */
      readonly templates: readonly { readonly language: Language; readonly name: string; readonly file: string }[];
    }
  | { readonly status: 'deleted' };

const profileOf = <T extends SalesPartnerProfile & { salesPartnerId: string }>({ salesPartnerId: _id, ...profile }: T): SalesPartnerProfile => profile;

const notFound = (id: string): DomainError =>
  new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${id}`, { field: 'data.salesPartnerId' });

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function decide(command: SalesPartnerCommand, state: SalesPartnerState): SalesPartnerEvent[] {
  const id = command.data.salesPartnerId;
  switch (command.type) {
    case 'CreateSalesPartner': {
      if (state.status !== 'none') throw validationError('data.salesPartnerId', `sales partner ${id} exists already`);
      const data = normaliseProfile(command.data);
      assertProfile(data, command.config);
      return [{ type: 'SalesPartnerCreated', data }];
    }
    case 'ChangeSalesPartner': {
      if (state.status !== 'created') throw notFound(id);
      const data = normaliseProfile(command.data);
      assertProfile(data, command.config);
      if (same(profileOf(data), state.profile)) return [];
      const removedDomains = state.profile.domains.filter((d) => !data.domains.includes(d));
      return [{ type: 'SalesPartnerChanged', data: { ...data, removedDomains } }];
    }
    case 'ChangeSalesPartnerDesign': {
      if (state.status !== 'created') throw notFound(id);
      const { salesPartnerId: _id, ...design } = command.data;
      if (same(design, state.design)) return [];
      return [{ type: 'SalesPartnerDesignChanged', data: command.data }];
    }
    case 'PublishPortalTerms': {
      if (state.status !== 'created') throw notFound(id);
      const { language, documents } = command.data;
      const current = state.terms[language];
      if (current && same(current.documents.map(({ name, pdf }) => ({ name, pdf })), documents)) return [];
      const version = (current?.version ?? 0) + 1;
      // Ids follow from the partner, language, version and place: the decider stays pure.
      const published = documents.map((d, i) => ({ id: `${id}-${language}-${version}-${i + 1}`, name: d.name, pdf: d.pdf }));
      return [{ type: 'PortalTermsPublished', data: { salesPartnerId: id, language, version, documents: published } }];
    }
    case 'ActivateSalesPartner':
    case 'DeactivateSalesPartner': {
      if (state.status !== 'created') throw notFound(id);
      const active = command.type === 'ActivateSalesPartner';
      if (state.profile.active === active) return [];
      return [{ type: active ? 'SalesPartnerActivated' : 'SalesPartnerDeactivated', data: { salesPartnerId: id } }];
    }
    case 'SetPublicRegistration':
      if (state.status !== 'created') throw notFound(id);
      return state.profile.publicRegistration === command.data.allowed ? [] : [{ type: 'PublicRegistrationSet', data: command.data }];
    case 'DeleteSalesPartner':
      if (state.status === 'deleted') return [];
      if (state.status !== 'created') throw notFound(id);
      return [{ type: 'SalesPartnerDeleted', data: { salesPartnerId: id, domains: state.profile.domains } }];
    case 'PublishDocumentTemplate': {
      if (state.status !== 'created') throw notFound(id);
      const { language, name, file } = command.data;
      const current = state.templates.findLast((t) => t.language === language && t.name === name);
      if (current?.file === file) return [];
      return [{ type: 'DocumentTemplatePublished', data: { salesPartnerId: id, version: state.templates.length + 1, language, name, file } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: SalesPartnerState, event: SalesPartnerEvent): SalesPartnerState {
  switch (event.type) {
    case 'SalesPartnerCreated':
      return { status: 'created', profile: profileOf(event.data), design: null, terms: {}, templates: [] };
    case 'SalesPartnerChanged': {
      if (state.status !== 'created') return state;
      const { removedDomains: _removed, ...data } = event.data;
      return { ...state, profile: profileOf(data) };
    }
    case 'SalesPartnerDesignChanged': {
      if (state.status !== 'created') return state;
      const { salesPartnerId: _id, ...design } = event.data;
      return { ...state, design };
    }
    case 'PortalTermsPublished':
      if (state.status !== 'created') return state;
      return { ...state, terms: { ...state.terms, [event.data.language]: { version: event.data.version, documents: event.data.documents } } };
    case 'SalesPartnerActivated':
    case 'SalesPartnerDeactivated':
      return state.status === 'created' ? { ...state, profile: { ...state.profile, active: event.type === 'SalesPartnerActivated' } } : state;
    case 'PublicRegistrationSet':
      return state.status === 'created' ? { ...state, profile: { ...state.profile, publicRegistration: event.data.allowed } } : state;
    case 'SalesPartnerDeleted':
      return { status: 'deleted' };
    case 'DocumentTemplatePublished': {
      if (state.status !== 'created') return state;
      const { language, name, file } = event.data;
      return { ...state, templates: [...state.templates, { language, name, file }] };
    }
    default:
      return assertNever(event);
  }
}

export const salesPartnerDecider: Decider<SalesPartnerCommand, SalesPartnerState, SalesPartnerEvent> = {
  initialState: () => ({ status: 'none' }),
  decide,
  evolve,
};
