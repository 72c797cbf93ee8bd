import { Button, Checkbox, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasValidDecision, recordDecision } from '../consent.ts';

/** The cookie banner: accept, with "remember my decision" ticked by default. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !hasValidDecision(localStorage, new Date()));
  const [remember, setRemember] = useState(true);
  if (!open) return null;
  return (
    <section className={`portal-cookie-banner ${Classes.ELEVATION_3}`} role="dialog" aria-label={t('cookies.title')} data-testid="cookie-banner">
      <p>{t('cookies.text')}</p>
      <div className="portal-cookie-actions">
        <Checkbox checked={remember} label={t('cookies.remember')} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <Button
          intent="primary"
          onClick={() => {
            recordDecision(localStorage, new Date(), remember);
            setOpen(false);
          }}
        >
          {t('cookies.accept')}
        </Button>
      </div>
    </section>
  );
}
