import { mailLanguages, mailTemplates, type MailParams, type MailTemplate } from '@portal/events';
import { renderMail } from './render-mail.ts';

const params: MailParams = {
  activation: { name: 'Anna Muster', link: 'https://alpha.example.com/activate-user/u1', code: 'K7Q2' },
  passwordReset: { name: 'Anna Muster', link: 'https://alpha.example.com/set-new-password/r1' },
  emailVerification: { name: 'Anna Muster', code: '482913', validMinutes: 15 },
  recoveryCode: { name: 'Anna Muster', code: 'ABCD-EFGH-JKLM', link: 'https://alpha.example.com/reset-2fa' },
  testMail: { salesPartnerName: 'Alpha Energie AG' },
};

describe('renderMail', () => {
  for (const template of mailTemplates) {
    for (const language of mailLanguages) {
      it(`renders ${template} in ${language} with every parameter and no placeholder left`, () => {
        const mail = renderMail(template, language, params[template]);
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/\{\{|\}\}/);
          expect(part.length).toBeGreaterThan(10);
        }
        for (const value of Object.values(params[template])) {
          expect(mail.text).toContain(String(value));
          expect(mail.html).toContain(String(value));
        }
        expect(mail.html).toContain(`<html lang="${language}">`);
      });
    }
  }

  it('speaks the asked language', () => {
    const subjects = mailLanguages.map((l) => renderMail('passwordReset', l, params.passwordReset).subject);
    expect(new Set(subjects).size).toBe(3);
  });

  it('escapes parameters in HTML and keeps them as written in the text', () => {
    const mail = renderMail('emailVerification', 'en', { ...params.emailVerification, name: '<b>Eve</b> & "Co"' });
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>Eve');
    expect(mail.text).toContain('<b>Eve</b> & "Co"');
  });

  it('refuses to render with a parameter missing', () => {
    expect(() => renderMail('activation' as MailTemplate, 'de', { name: 'Anna', link: 'https://x' })).toThrow('mail parameter code missing');
  });
});
