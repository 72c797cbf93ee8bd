import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commandSchemas } from '@portal/events';
import { allCommands } from './app.ts';
import { commandAreas } from './areas.ts';
import { deciderCategories } from './audit/categories.ts';

// Folders of the package that are machinery shared by the areas, not areas (the audit reads
// every area's streams, through their auditFolds).
const machinery = new Set(['audit', 'handler', 'identity', 'plugins']);
const areaFolders = readdirSync(fileURLToPath(new URL('.', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !machinery.has(entry.name))
  .map((entry) => entry.name);

describe('the command API areas', () => {
  it.each(areaFolders)('lists the folder %s as an area', (folder) => {
    expect(commandAreas.map((area) => area.name)).toContain(folder);
  });

  it('lists each area once, under a folder that exists', () => {
    const names = commandAreas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...areaFolders].sort());
  });

  it('defines every command of the contracts once, and none the contracts lack', () => {
    const types = allCommands.map((command) => command.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual(Object.keys(commandSchemas).sort());
  });

  it('folds the streams of every aggregate with its decider in the audit', () => {
    expect([...deciderCategories].sort()).toEqual(
      [
        'customer', 'customerKey', 'customerNumbers', 'customerOffers', 'user', 'userMail', 'members', 'termsAcceptance', 'mail', 'mailQuota', 'salesPartner', 'salesPartnerOffers',
        'salesPartnerFees', 'domain', 'subdomain', 'platformConfig', 'offer', 'offerDraft', 'offerNumbers', 'meteringPoint', 'marketImport', 'marketImports',
      ].sort(),
    );
  });
});
