import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { currentDomain, useGetContactQuery } from '@/lib/tenant.ts';
import { phoneHref } from '@/lib/format/phone-href.ts';
import { usePhoneDisplay } from '@/lib/format/use-phone-display.ts';

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** Mail, phone and website of the partner serving this host; nothing for an unknown host. */
export function ContactBlock({ showAddress = false }: { showAddress?: boolean }) {
  const { t } = useTranslation();
  const { data: contact } = useGetContactQuery(currentDomain());
  const phone = usePhoneDisplay('', contact?.phone ?? '');
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
          <Icon icon="phone" /> {phone}
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
