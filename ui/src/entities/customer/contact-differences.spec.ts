import { contactDifferences, contactFromUser } from './contact-differences.ts';

const contact = { sex: 'MS' as const, prename: 'Erika', name: 'Muster', mail: 'Erika.Muster@muster-energie.ch', phoneprefix: '+41', phone: '44 111 22 33', language: 'de' as const, street: 'Hauptstrasse', zipCode: '8000' };
const user = { sex: 'MS' as const, prename: 'Erika', name: 'Muster', mail: 'erika.muster@muster-energie.ch', phoneprefix: '+41', phone: '44 111 22 33', language: 'de' as const };

describe('the company contact and the user it names', () => {
  it('agree when every person field is the same', () => {
    expect(contactDifferences(contact, user)).toEqual([]);
  });

  it('name each field the user changed in personal settings', () => {
    expect(contactDifferences(contact, { ...user, phone: '79 555 66 77', language: 'fr' })).toEqual(['phone', 'language']);
  });

  it('compare nothing when the contact is somebody else', () => {
    expect(contactDifferences(contact, { ...user, mail: 'mia.kollegin@muster-energie.ch', phone: '79 555 66 77' })).toEqual([]);
  });

  it('take over the person fields and keep the company address and mail', () => {
    const taken = contactFromUser(contact, { ...user, phone: '79 555 66 77', mail: 'other@example.ch' });
    expect(taken).toEqual({ ...contact, phone: '79 555 66 77' });
  });
});
