import { erasedPerson, type RecordedEvent } from '@portal/events';
import { erasedView, eventsFrom, projectView } from '../testing/project-view.ts';
import { userRowOf, usersView as typedUsersView, type UserDoc } from './users-view.ts';

const usersView = erasedView(typedUsersView);

const at = eventsFrom(0);

const project = (events: RecordedEvent[], twice = false): Map<string, UserDoc> => projectView(usersView, events, twice);

const person = { name: 'Muster', prename: 'Anna', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67' };
const customerUser = { userId: 'u-2', salesPartnerId: 'sp-1', customerId: 'c-1', role: 'customer', isCustomerAdmin: true, mail: 'Eva@Firm.test', ...person };

describe('users view', () => {
  it('keeps a created user, active, with the mail in lower case and no secrets', () => {
    const event = at('PlatformUserCreated', { userId: 'u-1', salesPartnerId: null, role: 'admin', mail: 'Admin@Portal.Localhost', ...person });
    expect(usersView.documentIds(event)).toEqual(['u-1']);
    expect(userRowOf(project([event]).get('u-1') as UserDoc)).toEqual({
      id: 'u-1', salesPartnerId: null, customerId: null, role: 'admin', isCustomerAdmin: false, mail: 'admin@portal.localhost', ...person, status: 'active', updatedAt: event.metadata.occurredAt,
    });
  });

  it("announces each change on USER with the row, in the user's partner's tenant or the platform's for admins", () => {
    const invited = at('UserInvited', { ...customerUser, userId: 'u-5' });
    const doc = project([invited]).get('u-5')!;
    expect(usersView.notify?.(invited, 'u-5', doc)).toEqual({ topic: 'USER', dbId: 'u-5', tenant: 'sp-1', row: userRowOf(doc) });
    expect(usersView.notify?.(invited, 'u-5', doc)).not.toHaveProperty('row.activated');
    const admin = at('PlatformUserCreated', { userId: 'u-6', salesPartnerId: null, role: 'admin', mail: 'root@portal.test', ...person });
    expect(usersView.notify?.(admin, 'u-6', project([admin]).get('u-6')!)).toMatchObject({ tenant: 'platform', dbId: 'u-6' });
  });

  it('follows an invited customer user through activation, deactivation, reactivation, details and mail', () => {
    const events = [
      at('UserInvited', customerUser),
      at('UserActivationIssued', { userId: 'u-2', expiresAt: '2026-11-27T10:00:00.000Z' }),
      at('UserActivated', { userId: 'u-2' }),
      at('UserDeactivated', { userId: 'u-2' }),
    ];
    expect(project(events).get('u-2')).toMatchObject({ customerId: 'c-1', isCustomerAdmin: true, mail: 'eva@firm.test', status: 'inactive' });
    const later = [...events, at('UserReactivated', { userId: 'u-2' }), at('UserDetailsChanged', { userId: 'u-2', ...person, name: 'Neu', isCustomerAdmin: false }), at('UserMailChanged', { userId: 'u-2', mail: 'New@Firm.test', previousMail: 'Eva@Firm.test' })];
    expect(project(later).get('u-2')).toMatchObject({ status: 'active', name: 'Neu', isCustomerAdmin: false, mail: 'new@firm.test' });
  });

  it('returns a user deactivated before activating to invited when reactivated', () => {
    const events = [at('UserInvited', { ...customerUser, userId: 'u-3' }), at('UserDeactivated', { userId: 'u-3' }), at('UserReactivated', { userId: 'u-3' })];
    expect(project(events).get('u-3')?.status).toBe('invited');
  });

  it('shows an erased user as erased and inactive, with no trace of the person', () => {
    const events = [at('UserInvited', { ...customerUser, userId: 'u-4' }), at('UserActivated', { userId: 'u-4' }), at('UserErased', { userId: 'u-4' })];
    const doc = project(events).get('u-4');
    expect(doc).toMatchObject({ ...erasedPerson('u-4'), customerId: 'c-1', isCustomerAdmin: false, status: 'inactive' });
    expect(JSON.stringify(doc)).not.toMatch(/Muster|Anna|eva@|44 123/i);
  });

  it('ends in the same documents when every event arrives twice', () => {
    const events = [at('UserInvited', customerUser), at('UserActivated', { userId: 'u-2' }), at('UserDeactivated', { userId: 'u-2' }), at('UserReactivated', { userId: 'u-2' })];
    expect(project(events, true)).toEqual(project(events));
  });
});
