import { describeSchemaSamples, type SchemaSamples } from '../testing/schema-samples.ts';
import * as fields from './text-fields.ts';

const long = (n: number, c = 'a') => c.repeat(n);

// Each row: the schema, values it must accept, values it must refuse.
const table: SchemaSamples[] = [
  ['Name', fields.Name, ['Müller', 'Éloïse', "O'Neill-Smith", 'St. Gallen, Nord_2', long(255)], ['', '   ', 'Müller & Söhne', 'Ivan@', 'Иван', long(256), 42]],
  ['Prename', fields.Prename, ['Zoë', 'Jean-Luc'], ['', ' ', 'Jean+Luc']],
  ['Street', fields.Street, ['Bahnhofstrasse', 'Rue de l\'Hôpital'], ['', 'Main St. #4', long(256)]],
  ['StreetNr', fields.StreetNr, ['12a', '3-5'], ['', '12/3']],
  ['Place', fields.Place, ['Zürich', 'Genève'], ['', 'Zürich!']],
  ['Postbox', fields.Postbox, ['', 'Postfach 12'], ['Box #12', long(256)]],
  ['Firmname', fields.Firmname, ['Müller & Söhne AG', long(255)], ['', '  ', long(256)]],
  ['Subdomain', fields.Subdomain, ['alpha', 'alpha-energie', 'a1'], ['', 'Alpha', '-alpha', 'alpha.ch', long(64)]],
  ['Mail', fields.Mail, ['anna@example.ch', 'a.b+c@mail.example.de'], ['anna', 'anna@example', 'anna @example.ch', '@example.ch', `${long(251)}@x.ch`]],
  ['Website', fields.Website, ['https://alpha.ch', 'http://localhost:8080/path?q=1'], ['alpha.ch', 'ftp://alpha.ch', 'https://', `https://${long(250)}.ch`]],
  ['Phone', fields.Phone, ['44 123 45 67', '891234567'], ['', '   ', '+41 44', '044-123', long(31, '1')]],
  ['PhoneNumber', fields.PhoneNumber, ['+41 44 123 45 67', '+49891234567'], ['0041 44 123', '+41 44 ', '+41-44']],
  ['PhonePrefix', fields.PhonePrefix, ['+41', '+1', '+1234'], ['', '41', '+12345', '+ 4']],
  ['Language', fields.Language, ['de', 'EN'], ['', 'd', 'deu', 'd1']],
  ['Password', fields.Password, ['Secret1!', 'Grüße9?x', `Aa1!${long(251)}`], ['Secret1', 'secret1!', 'SECRET1!', 'Secret!!', 'Secret12', 'Se1!', `Aa1!${long(252)}`]],
  ['VerificationCode', fields.VerificationCode, ['012345'], ['12345', '1234567', '12a456', '']],
  ['AuthenticatorCode', fields.AuthenticatorCode, ['999999'], ['99999', ' 99999']],
  ['Captcha', fields.Captcha, ['a7Kx', 'ZZZZ'], ['abc', 'abcde', 'ab c', '']],
  ['RecoveryCode', fields.RecoveryCode, ['ABCD-EFGH-1234'], ['', '   ']],
  ['CustomerId', fields.CustomerId, ['1', '100042'], ['', '+1', '-1', "1'000", '1.5', '1e3']],
];

describeSchemaSamples('text and code fields (spec section 5)', table);
