import { loggedOut, sessionFrom, sessionSlice, userInfoReceived } from './session-slice.ts';

const reduce = sessionSlice.reducer;
const userInfo = {
  loggedIn: true as const,
  id: 'u-1',
  email: 'anna.alpha@alpha-energie.ch',
  name: 'Alpha',
  prename: 'Anna',
  phoneprefix: '+41',
  phone: '44 123 45 67',
  sexid: 'MS',
  language: 'de',
  role: 'salesPartner' as const,
  salesPartnerId: 'p-1',
  customerId: null,
  customerType: null,
  isCustomerAdmin: false,
};

describe('session slice', () => {
  it('starts unchecked as a visitor', () => {
    expect(reduce(undefined, { type: 'init' })).toMatchObject({ role: 'default', checked: false, user: null });
  });

  it('takes role, customer type and the user fields from the user info', () => {
    const session = reduce(undefined, userInfoReceived(userInfo));
    expect(session).toEqual({
      role: 'salesPartner',
      customerType: null,
      userId: 'u-1',
      user: { id: 'u-1', email: userInfo.email, name: 'Alpha', prename: 'Anna', phoneprefix: '+41', phone: '44 123 45 67', sexid: 'MS', language: 'de', salesPartnerId: 'p-1', customerId: null, isCustomerAdmin: false },
      checked: true,
      sessionEnded: false,
      loggedOutByUser: false,
    });
  });

  it('keeps the customer type of customers only', () => {
    expect(sessionFrom({ ...userInfo, role: 'customer', customerType: 'PR' })).toMatchObject({ role: 'customer', customerType: 'PR' });
    expect(sessionFrom({ ...userInfo, role: 'admin', customerType: 'FI' })).toMatchObject({ role: 'admin', customerType: null });
  });

  it('is a checked visitor when nobody is logged in, and ended after a logout', () => {
    expect(reduce(undefined, userInfoReceived({ loggedIn: false, role: 'default' }))).toMatchObject({ role: 'default', checked: true, sessionEnded: false });
    const afterLogout = reduce(reduce(undefined, userInfoReceived(userInfo)), loggedOut());
    expect(afterLogout).toEqual({ role: 'default', customerType: null, userId: null, user: null, checked: true, sessionEnded: true, loggedOutByUser: false });
  });

  it('remembers that the user logged out themselves, until the next login', () => {
    const loggedIn = reduce(undefined, userInfoReceived(userInfo));
    const fulfilled = { type: 'api/executeMutation/fulfilled', payload: { loggedIn: false }, meta: { arg: { endpointName: 'logout', type: 'mutation' }, requestStatus: 'fulfilled' } };
    const afterOwnLogout = reduce(loggedIn, fulfilled);
    expect(afterOwnLogout).toMatchObject({ role: 'default', loggedOutByUser: true });
    expect(reduce(afterOwnLogout, userInfoReceived(userInfo))).toMatchObject({ role: 'salesPartner', loggedOutByUser: false });
  });
});
