import { runSystemCommand } from '@portal/command-api';
import { defaultPlatformConfig, portalCatalog, salesPartnerStream } from '@portal/events';
import { createSqlBlobStore, sniffContentType, type SqlEventStore } from '@portal/platform';
import { alphaDemoId, betaDemoId, demoPartners } from './demo-partners.ts';
import { seedDemo } from './seed-demo.ts';
import { testEventStore } from '@portal/platform/testing';

describe('demo data', () => {
  let eventStore: SqlEventStore;
  afterEach(() => eventStore.close());

  async function open() {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    const blobStore = await createSqlBlobStore(eventStore.sql);
    await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    return { eventStore, catalog, blobStore };
  }

  it('creates alpha and beta with different designs, a favicon and terms in de and en, once', async () => {
    const deps = await open();
    expect(await seedDemo(deps)).toEqual([
      { name: 'Alpha Energie AG', host: 'alpha.localhost' },
      { name: 'Beta Strom GmbH', host: 'beta.localhost' },
    ]);
    const streams = await Promise.all([alphaDemoId, betaDemoId].map((id) => eventStore.readStream(salesPartnerStream(id))));
    for (const stream of streams) expect(stream.map((e) => e.type)).toEqual(['SalesPartnerCreated', 'SalesPartnerDesignChanged', 'PortalTermsPublished', 'PortalTermsPublished']);
    const designs = streams.map((s) => s[1]!.data as { color: string; colorPalette: string; logo: string; favicon: string });
    expect(new Set(designs.map((d) => d.color)).size).toBe(2);
    expect(designs.map((d) => d.colorPalette)).toEqual(['cold', 'warm']);
    expect(designs[0]!.logo).not.toBe(designs[1]!.logo);
    for (const design of designs) {
      expect(sniffContentType((await deps.blobStore.get(design.logo))!.bytes)).toBe('image/png');
      expect(sniffContentType((await deps.blobStore.get(design.favicon))!.bytes)).toBe('image/png');
    }
    const terms = streams[0]![2]!.data as { documents: { pdf: string }[] };
    const pdf = (await deps.blobStore.get(terms.documents[0]!.pdf))!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.bytes.subarray(-6).toString()).toContain('%%EOF');

    const head = await eventStore.head();
    expect(await seedDemo(deps)).toHaveLength(2);
    expect(await eventStore.head()).toEqual(head);
  });

  it('skips a demo partner whose host name an operator gave to another partner', async () => {
    const deps = await open();
    const squatter = { ...demoPartners[1]!.profile, salesPartnerId: '6d1f3c2e-0000-4a00-9000-000000000000', subdomain: 'other', domains: ['alpha.localhost'] };
    await runSystemCommand(deps, 'CreateSalesPartner', squatter);
    const messages: string[] = [];
    expect(await seedDemo({ ...deps, log: (m) => messages.push(m) })).toEqual([{ name: 'Beta Strom GmbH', host: 'beta.localhost' }]);
    expect(messages.join()).toContain('already taken');
  });
});
