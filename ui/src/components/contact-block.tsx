import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { currentDomain, useGetContactQuery } from '@/lib/tenant.ts';
import { formatPhone, phoneHref } from '@/lib/format/phone.ts';

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** Mail, phone and website of the partner serving this host; nothing for an unknown host. */
export function ContactBlock({ showAddress = false }: { showAddress?: boolean }) {
  const { t } = useTranslation();
  const { data: contact } = useGetContactQuery(currentDomain());
  if (!contact) return null;
  return (
    <address className="portal-contact" data-testid="contact">
      <strong>{contact.name}</strong>
      {showAddress && (
        <span>
          {contact.street} {contact.streetNr}, {contact.zipCode} {contact.place}
        </span>
      )}
      {contact.mail && (
        <a href={`mailto:${contact.mail}`} title={t('shell.mail')}>
          <Icon icon="envelope" /> {contact.mail}
        </a>
      )}
      {contact.phone && (
        <a href={phoneHref(contact.phone)} title={t('shell.phone')}>
          <Icon icon="phone" /> {formatPhone('', contact.phone)}
        </a>
      )}
      {contact.website && (
        <a href={websiteHref(contact.website)} target="_blank" rel="noreferrer" title={t('shell.website')}>
          <Icon icon="globe" /> {contact.website}
        </a>
      )}
    </address>
  );
}
