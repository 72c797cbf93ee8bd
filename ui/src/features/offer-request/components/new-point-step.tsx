import { Callout } from '@blueprintjs/core';
import type { OfferDirection, OfferMeteringPoint } from '@portal/events/commands';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/components/toaster.tsx';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { HistoryUpload, type RegisteredPoint } from './history-upload.tsx';
import { NewPointForm } from './new-point-form.tsx';

// The last step: register a point that is not in the portal yet, then upload its historical
// load profile for the request's history range; with its history it joins the request (the
// command takes only points with a history).

interface NewPointStepProps {
  customerId: string;
  marketArea: string;
  direction: OfferDirection | '';
  config: ConfigSelect;
  /** The request's history range (yyyy-mm-dd), once the history step has one. */
  range: { from: string; to: string } | null;
  /** Points that joined the request here. */
  joined: readonly OfferMeteringPoint[];
  /** `answered`: the offer question was asked and confirmed for its history. */
  onJoined: (point: OfferMeteringPoint, answered: boolean) => void;
}

export function NewPointStep({ customerId, marketArea, direction, config, range, joined, onJoined }: NewPointStepProps) {
  const { t } = useTranslation();
  // Registered, history still missing; keyed so that the next point starts with an empty form.
  const [pending, setPending] = useState<RegisteredPoint | null>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      {joined.length > 0 && (
        <Callout intent="success" data-testid="offer-new-point-added">
          {t('offerRequest.newPoint.added', { codes: joined.map((point) => point.code).join(', ') })}
        </Callout>
      )}
      {pending && !range && <Callout intent="warning">{t('offerRequest.history.needsRange')}</Callout>}
      {pending && range ? (
        <HistoryUpload
          point={pending}
          range={range}
          onUploaded={(answered) => {
            onJoined({ code: pending.code, direction: pending.direction }, answered);
            showMessage({ type: 'success', key: 'offerRequest.history.uploaded', params: { code: pending.code } });
            setPending(null);
            setRound((n) => n + 1);
          }}
        />
      ) : pending ? null : (
        <NewPointForm key={round} customerId={customerId} marketArea={marketArea} direction={direction} config={config} onRegistered={setPending} />
      )}
    </>
  );
}
