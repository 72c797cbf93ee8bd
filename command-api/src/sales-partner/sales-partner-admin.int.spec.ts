import { randomUUID } from 'node:crypto';
import { hostNameStream, mailStream, membershipStream, salesPartnerOffersStream, salesPartnerStream, type Actor } from '@portal/events';
import { newCustomerId, testEvent } from '@portal/events/testing';
import { mailIdFor } from '../mail/queue-mail.ts';
import { alphaId, betaId, commandsForTest, refusal, rightPassword, type CommandsForTest } from '../customer/testing/customer-api-for-test.ts';
import { fileOf } from './testing/api-for-test.ts';
import { partner } from './testing/partner-fixtures.ts';

const admin: Actor = { userId: randomUUID(), role: 'admin' };
const anna: Actor = { userId: randomUUID(), role: 'salesPartner', salesPartnerId: alphaId };


describe('sales partner administration commands', () => {
  let api: CommandsForTest;
  beforeAll(async () => {
    api = await commandsForTest();
  });
  afterAll(() => api.close());

  const lastOf = async (stream: string) => (await api.eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0];

  it('deactivates with the acting password and ends the sessions of the partner\'s users', async () => {
    const staff = randomUUID();
    await api.eventStore.append(membershipStream('salesPartner', betaId), [testEvent('MemberAdded', { scope: 'salesPartner', scopeId: betaId, userId: staff })], { expectedRevision: 'any' });
    expect(await refusal(api.send('DeactivateSalesPartner', { salesPartnerId: betaId, actingPassword: 'Wrong-1!' }, admin))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.actingPassword' });
    await api.send('DeactivateSalesPartner', { salesPartnerId: betaId, actingPassword: rightPassword }, admin);
    expect(await lastOf(salesPartnerStream(betaId))).toMatchObject({ type: 'SalesPartnerDeactivated' });
    expect(api.identity.ended).toContain(staff);
    await api.send('ActivateSalesPartner', { salesPartnerId: betaId, actingPassword: rightPassword }, admin);
    expect(await lastOf(salesPartnerStream(betaId))).toMatchObject({ type: 'SalesPartnerActivated' });
  });

  it('ends the partner users\' sessions also when the profile form deactivates it', async () => {
    const staff = randomUUID();
    await api.eventStore.append(membershipStream('salesPartner', alphaId), [testEvent('MemberAdded', { scope: 'salesPartner', scopeId: alphaId, userId: staff })], { expectedRevision: 'any' });
    await api.send('ChangeSalesPartner', partner({ active: false }), admin);
    expect(api.identity.ended).toContain(staff);
    await api.send('ActivateSalesPartner', { salesPartnerId: alphaId, actingPassword: rightPassword }, admin);
  });

  it('sets public registration', async () => {
    await api.send('SetPublicRegistration', { salesPartnerId: alphaId, allowed: false }, admin);
    expect(await lastOf(salesPartnerStream(alphaId))).toMatchObject({ type: 'PublicRegistrationSet', data: { allowed: false } });
    await api.send('SetPublicRegistration', { salesPartnerId: alphaId, allowed: true }, admin);
  });

  it('queues a test mail to the communication address, counted for the sender', async () => {
    const commandId = randomUUID();
    await api.send('SendTestMail', { salesPartnerId: alphaId }, admin, commandId);
    expect(await lastOf(mailStream(mailIdFor(commandId, 'testMail')))).toMatchObject({
      type: 'MailQueued',
      data: { to: partner().communicationMail, template: 'testMail', userId: admin.userId, params: { salesPartnerName: partner().name } },
    });
  });

  it('lets the partner\'s own users publish document templates and change the design, nobody else\'s', async () => {
    const pdf = (await api.deps.blobStore!.put(fileOf.pdf(300, 7), 'application/pdf')).hash;
    await api.send('PublishDocumentTemplate', { salesPartnerId: alphaId, language: 'de', name: 'Offerte', file: pdf }, anna);
    expect(await lastOf(salesPartnerStream(alphaId))).toMatchObject({ type: 'DocumentTemplatePublished', data: { version: 1, file: pdf } });
    expect(await refusal(api.send('PublishDocumentTemplate', { salesPartnerId: betaId, language: 'de', name: 'Offerte', file: pdf }, anna))).toMatchObject({ code: 'ERR_BAD_REQUEST', status: 403 });
    const png = (await api.deps.blobStore!.put(fileOf.png(100, 8), 'image/png')).hash;
    expect(await refusal(api.send('PublishDocumentTemplate', { salesPartnerId: alphaId, language: 'de', name: 'Offerte', file: png }, admin))).toMatchObject({ code: 'INVALID_FILE', field: 'data.file' });
    const design = { color: '#112233', colorPalette: 'warm' as const, logo: null, favicon: null };
    await api.send('ChangeSalesPartnerDesign', { salesPartnerId: alphaId, ...design }, anna);
    expect(await lastOf(salesPartnerStream(alphaId))).toMatchObject({ type: 'SalesPartnerDesignChanged' });
    expect(await refusal(api.send('ChangeSalesPartnerDesign', { salesPartnerId: betaId, ...design }, anna))).toMatchObject({ code: 'ERR_BAD_REQUEST', status: 403 });
  });

  it('refuses to delete a partner whose customers have offers, deletes one without and frees its host names', async () => {
    // An offer on the partner's ledger, as RequestOffer opens it (offer/offer-commands.int.spec.ts requests real ones).
    await api.eventStore.append(salesPartnerOffersStream(alphaId), [testEvent('SalesPartnerOfferOpened', { salesPartnerId: alphaId, customerId: newCustomerId(), offerId: '500077' })], { expectedRevision: 'no_stream' });
    expect(await refusal(api.send('DeleteSalesPartner', { salesPartnerId: alphaId, actingPassword: rightPassword }, admin))).toEqual({ code: 'STATE_ERROR', status: 409, field: 'data.salesPartnerId' });

    await api.send('DeleteSalesPartner', { salesPartnerId: betaId, actingPassword: rightPassword }, admin);
    expect(await lastOf(salesPartnerStream(betaId))).toMatchObject({ type: 'SalesPartnerDeleted', data: { domains: ['beta.localhost'] } });
    expect(await lastOf(salesPartnerOffersStream(betaId))).toMatchObject({ type: 'SalesPartnerOffersClosed' });
    expect(await lastOf(salesPartnerStream(alphaId))).not.toMatchObject({ type: 'SalesPartnerDeleted' });
    expect(await lastOf(hostNameStream('domain', 'beta.localhost'))).toMatchObject({ type: 'HostNameReleased' });
    expect(await lastOf(hostNameStream('subdomain', 'beta'))).toMatchObject({ type: 'HostNameReleased' });
    // A new partner may take the names.
    await api.send('CreateSalesPartner', partner({ salesPartnerId: randomUUID(), name: 'Gamma AG', subdomain: 'beta', domains: ['beta.localhost'] }), admin);
    expect(await lastOf(hostNameStream('domain', 'beta.localhost'))).toMatchObject({ type: 'HostNameReserved' });
  });
});
