import {
  assertNever,
  DomainError,
  validationError,
  type ChangeSalesPartner,
  type ChangeSalesPartnerDesign,
  type CreateSalesPartner,
  type Decider,
  type PlatformConfigLists,
  type PublishPortalTerms,
  type SalesPartnerEvent,
  type SalesPartnerProfile,
} from '@portal/events';
import { assertProfile, normaliseProfile } from './profile-rules.ts';

type Language = PublishPortalTerms['language'];
type Design = Omit<ChangeSalesPartnerDesign, 'salesPartnerId'>;
type TermsDocuments = { readonly id: string; readonly name: string; readonly pdf: string }[];

/** Profile commands carry the platform configuration their rules check against. */
export type SalesPartnerCommand =
  | { readonly type: 'CreateSalesPartner'; readonly data: CreateSalesPartner; readonly config: PlatformConfigLists }
  | { readonly type: 'ChangeSalesPartner'; readonly data: ChangeSalesPartner; readonly config: PlatformConfigLists }
  | { readonly type: 'ChangeSalesPartnerDesign'; readonly data: ChangeSalesPartnerDesign }
  | { readonly type: 'PublishPortalTerms'; readonly data: PublishPortalTerms };

export type SalesPartnerState =
  | { readonly status: 'none' }
  | {
      readonly status: 'created';
      readonly profile: SalesPartnerProfile;
      readonly design: Design | null;
      readonly terms: Partial<Record<Language, { readonly version: number; readonly documents: TermsDocuments }>>;
    };

const profileOf = <T extends SalesPartnerProfile & { salesPartnerId: string }>({ salesPartnerId: _id, ...profile }: T): SalesPartnerProfile => profile;

const notFound = (id: string): DomainError =>
  new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${id}`, { field: 'data.salesPartnerId' });

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function decide(command: SalesPartnerCommand, state: SalesPartnerState): SalesPartnerEvent[] {
  const id = command.data.salesPartnerId;
  switch (command.type) {
    case 'CreateSalesPartner': {
      if (state.status === 'created') throw validationError('data.salesPartnerId', `sales partner ${id} exists already`);
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
    default:
      return assertNever(command);
  }
}

function evolve(state: SalesPartnerState, event: SalesPartnerEvent): SalesPartnerState {
  switch (event.type) {
    case 'SalesPartnerCreated':
      return { status: 'created', profile: profileOf(event.data), design: null, terms: {} };
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
    default:
      return assertNever(event);
  }
}

export const salesPartnerDecider: Decider<SalesPartnerCommand, SalesPartnerState, SalesPartnerEvent> = {
  initialState: () => ({ status: 'none' }),
  decide,
  evolve,
};
