import { recorded } from '../testing/recorded.ts';
import { usersView } from './users-view.ts';

describe('users view', () => {
  it('keeps a created user, active, with the mail in lower case and no secrets', () => {
    const data = {
      userId: 'u-1', salesPartnerId: null, role: 'admin', mail: 'Admin@Portal.Localhost', name: 'Admin', prename: 'Ada',
      sex: 'MS', language: 'en', phoneprefix: '+41', phone: '44 123 45 67',
    };
    const event = recorded('PlatformUserCreated', data, 7);
    expect(usersView.documentIds(event)).toEqual(['u-1']);
    expect(usersView.evolve(null, event, 'u-1')).toEqual({
      id: 'u-1', salesPartnerId: null, role: 'admin', mail: 'admin@portal.localhost', name: 'Admin', prename: 'Ada',
      sex: 'MS', language: 'en', phoneprefix: '+41', phone: '44 123 45 67', active: true, position: '7', updatedAt: event.metadata.occurredAt,
    });
  });
});
