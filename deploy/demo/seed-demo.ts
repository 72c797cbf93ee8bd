import { runSystemCommand } from '@portal/command-api';
import { DomainError, nameUuid, type CommandData, type CommandType, type EventCatalog, type EventStore } from '@portal/events';
import { type BlobStore } from '@portal/platform';
import { demoFavicon, demoLogo } from './demo-images.ts';
import { demoOperator } from './demo-operator.ts';
import { demoPartners, type DemoPartner } from './demo-partners.ts';
import { demoTermsPdf, termsTitle } from './demo-terms.ts';

export interface DemoDeps {
  readonly eventStore: EventStore;
  readonly catalog: EventCatalog;
  readonly blobStore: BlobStore;
  readonly log?: (message: string) => void;
}

export interface DemoTenant {
  readonly name: string;
  readonly host: string;
}

/** One UUID per demo step: the second start replays every step, which the event store turns into no-ops. */
export const demoCommandId = (salesPartnerId: string, step: string): string => nameUuid(`portal-demo\u0000${salesPartnerId}\u0000${step}`);

async function seedPartner(deps: DemoDeps, partner: DemoPartner): Promise<void> {
  const id = partner.profile.salesPartnerId;
  // A step already taken is skipped before its files are drawn; an operator's later changes stay.
  const step = async <T extends CommandType>(name: string, type: T, data: () => Promise<CommandData<T>>): Promise<void> => {
    const commandId = demoCommandId(id, name);
    if (await deps.eventStore.lookupCommand(commandId)) return;
    await runSystemCommand(deps, type, await data(), commandId);
  };
  await step('create', 'CreateSalesPartner', async () => partner.profile);
  await step('design', 'ChangeSalesPartnerDesign', async () => ({
    salesPartnerId: id,
    color: partner.color,
    colorPalette: partner.colorPalette,
    logo: (await deps.blobStore.put(demoLogo(partner.wordmark, partner.color), 'image/png')).hash,
    favicon: (await deps.blobStore.put(demoFavicon(partner.wordmark.charAt(0), partner.color), 'image/png')).hash,
  }));
  for (const language of ['de', 'en'] as const) {
    await step(`terms-${language}`, 'PublishPortalTerms', async () => {
      const pdf = await demoTermsPdf({ name: partner.profile.name, court: partner.court, color: partner.color }, language);
      return { salesPartnerId: id, language, documents: [{ name: termsTitle(language), pdf: (await deps.blobStore.put(pdf, 'application/pdf')).hash }] };
    });
  }
}

/**
 * The demo operator (what localhost shows) and the demo tenants of `npm start`
 * (alpha.localhost, beta.localhost) with logos, favicons,
 * contact data and terms PDFs. Safe on every start. A partner whose seeding is refused (its
 * host name taken by a partner an operator created) is skipped with a message.
 */
export async function seedDemo(deps: DemoDeps): Promise<DemoTenant[]> {
  const operatorStep = demoCommandId('operator', 'profile');
  if (!(await deps.eventStore.lookupCommand(operatorStep))) {
    await runSystemCommand(deps, 'ChangeOperatorProfile', { profile: demoOperator, reason: 'demo operator' }, operatorStep);
  }
  const tenants: DemoTenant[] = [];
  for (const partner of demoPartners) {
    try {
      await seedPartner(deps, partner);
      tenants.push({ name: partner.profile.name, host: partner.profile.domains[0] ?? partner.profile.subdomain });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      deps.log?.(`demo partner ${partner.profile.name} skipped: ${error.message}`);
    }
  }
  return tenants;
}
