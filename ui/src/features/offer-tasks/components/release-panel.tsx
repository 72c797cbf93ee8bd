import { Alert, Button, Callout, H4, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { showMessage } from '@/components/toaster.tsx';
import { useCommand } from '@/lib/commands.ts';
import { formatDate, formatDateTime, formatEnergy } from '@/lib/format/index.ts';
import type { Problem } from '@/lib/http.ts';
import { messageKeyOf } from '@/lib/messages/rules.ts';
import type { OfferDetail } from '../api.ts';
import { openTaskStatuses } from '../offer-table.ts';
import { releaseOffer, removeOfferChangeFlag } from '../offer-task-commands.ts';

/** A refusal of the release: its catalogue text (OFFER_NOT_TODAY, PRICE_NOT_SET, ...) where the button is. */
function Refusal({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  return (
    <Callout intent="danger" data-testid="release-refusal" data-code={problem.code}>
      {t(messageKeyOf({ code: problem.code }), { message: problem.message })}
    </Callout>
  );
}

/**
 * The release of a requested or priced offer: the RELEASE_OFFER question, then `ReleaseOffer`
 * with `confirmed: true`. The server decides (offer day, price, long-term forecast, state); a
 * refusal stays shown until the next try.
 */
export function ReleasePanel({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<Problem | null>(null);
  const [release, call] = useCommand(releaseOffer);
  const { row } = detail;
  const open = (openTaskStatuses as readonly string[]).includes(row.status);
  const send = async () => {
    const result = await release({ offerId: row.offerId, confirmed: true });
    setAsking(false);
    if (result.error === undefined) {
      setRefusal(null);
      showMessage({ type: 'success', key: 'offerTasks.release.done' });
    } else setRefusal(problemOf(result.error));
  };
  return (
    <section data-testid="release" data-status={row.status}>
      <H4>{t('offerTasks.release.title')}</H4>
      {row.status === 'released' && (
        <Callout intent="success" data-testid="release-done">
          {t('offerTasks.release.released')} {row.offerExpireDateTime ? `${t('offerTasks.facts.expires')}: ${formatDateTime(row.offerExpireDateTime)}` : ''}
        </Callout>
      )}
      {open && (
        <>
          <p>{t('offerTasks.release.intro', { date: formatDate(row.offerDate) })}</p>
          {refusal && <Refusal problem={refusal} />}
          <div className="portal-offer-actions">
            <Button intent="success" onClick={() => setAsking(true)} data-testid="release-button">
              {t('offerTasks.release.button')}
            </Button>
          </div>
        </>
      )}
      <Alert
        isOpen={asking}
        intent="success"
        confirmButtonText={t('offerTasks.release.button')}
        cancelButtonText={t('offerTasks.release.cancel')}
        loading={call.isLoading}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="release-confirm">{t('codes.RELEASE_OFFER')}</p>
      </Alert>
    </section>
  );
}

/** The change flag of an accepted offer that changed: its deltas, and their removal with the flag. */
export function ChangeFlagPanel({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [remove, call] = useCommand(removeOfferChangeFlag);
  if (!detail.row.changeFlag) return null;
  const send = async () => {
    const result = await remove({ offerId: detail.row.offerId });
    setAsking(false);
    if (result.error === undefined) showMessage({ type: 'success', key: 'offerTasks.changeFlag.done' });
    else showMessage({ type: 'error', code: problemOf(result.error).code });
  };
  return (
    <section data-testid="change-flag">
      <H4>{t('offerTasks.changeFlag.title')}</H4>
      <p>{t('offerTasks.changeFlag.intro')}</p>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('offerTasks.changeFlag.year')}</th>
            <th>{t('offerTasks.changeFlag.direction')}</th>
            <th>{t('offerTasks.changeFlag.delta')}</th>
            <th>{t('offerTasks.changeFlag.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.deltas.map((delta) => (
            <tr key={`${delta.year}-${delta.direction}-${delta.reason}`} data-testid="change-delta">
              <td>{delta.year}</td>
              <td>{t(`offerTasks.directions.${delta.direction}`)}</td>
              <td>{formatEnergy(delta.volumeDeltaKwh, 'kWh')}</td>
              <td>{delta.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="portal-offer-actions">
        <Button intent="warning" onClick={() => setAsking(true)} data-testid="change-flag-remove">
          {t('offerTasks.changeFlag.remove')}
        </Button>
      </div>
      <Alert
        isOpen={asking}
        intent="warning"
        confirmButtonText={t('offerTasks.changeFlag.remove')}
        cancelButtonText={t('offerTasks.release.cancel')}
        loading={call.isLoading}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="change-flag-confirm">{t('offerTasks.changeFlag.confirm')}</p>
      </Alert>
    </section>
  );
}
