import { Button, Callout } from '@blueprintjs/core';
import type { CommandData, OfferDirection } from '@portal/events/commands';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { registerMeteringPoints } from '@/entities/metering-point/metering-point-commands.ts';
import { type AddressDraft, emptyPointDraft, POINT, type PointDraft, pointDraftErrors, refusalOverrides, registerData, statesOf } from '@/entities/metering-point/point-draft.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { MeteringCodeField } from '@/entities/metering-point/metering-code-field.tsx';
import type { RegisteredPoint } from './history-upload.tsx';

// Create metering point (the last step): a point that is not in the portal yet is registered
// for the customer in the request's market area (`RegisterMeteringPoints`, source OFFER,
// declared the request's direction); its history follows (history-upload.tsx).

const FORM_FIELDS = ['customerId', 'marketArea', 'points'] as const;

interface NewPointFormProps {
  customerId: string;
  marketArea: string;
  direction: OfferDirection | '';
  config: ConfigSelect;
  onRegistered: (point: RegisteredPoint) => void;
}

const fresh = (customerId: string, marketArea: string, direction: OfferDirection | '', country: AddressDraft['country']): PointDraft => ({
  ...emptyPointDraft(customerId),
  marketArea,
  direction: direction === 'CONS' || direction === 'PROD' ? direction : '',
  address: { ...emptyPointDraft().address, country },
});

export function NewPointForm({ customerId, marketArea, direction, config, onRegistered }: NewPointFormProps) {
  const { t } = useTranslation();
  const country = config.marketareasAllObj.find((area) => area.id === marketArea)?.country ?? '';
  const [draft, setDraft] = useState<PointDraft>(() => fresh(customerId, marketArea, direction, country));
  // The request's customer, market area and direction, whatever the form held before.
  const current: PointDraft = { ...draft, customerId, marketArea };
  const form = useCommandForm(registerMeteringPoints, { fields: FORM_FIELDS, ownErrors: pointDraftErrors(current, config), overrides: refusalOverrides, refusalAbove: true });
  const edit = (next: PointDraft) => {
    setDraft(next);
    form.edited();
  };
  const address = (patch: Partial<AddressDraft>) => edit({ ...draft, address: { ...draft.address, ...patch } });
  const data = (): CommandData<'RegisterMeteringPoints'> => ({ ...registerData(current), source: 'OFFER', declared: direction === '' ? registerData(current).declared : direction });
  const error = (path: string) => form.errors[`${POINT}.${path}`];
  if (marketArea === '') return <Callout data-testid="offer-new-point-no-area">{t('offerRequest.newPoint.noMarketArea')}</Callout>;
  return (
    <form
      {...form.formProps}
      className="portal-offer-new-point"
      data-testid="offer-new-point-form"
      onSubmit={form.onSubmit(data, () => {
        const point = data().points[0];
        if (!point) return;
        onRegistered({ code: point.code, direction: point.direction, yearlyQuantityKwh: point.yearlyQuantityKwh, country: point.address.country });
        showMessage({ type: 'success', key: 'offerRequest.newPoint.registered', params: { code: point.code } });
      })}
    >
      <p>{t('offerRequest.newPoint.intro')}</p>
      {form.refusal && (
        <Callout intent="danger" data-testid="offer-new-point-refusal">
          {t(form.refusal.key, form.refusal.params)}
        </Callout>
      )}
      <MeteringCodeField
        id="offer-new-point-code"
        name="points.0.code"
        label={t('offerRequest.newPoint.code')}
        value={draft.code}
        onChange={(code) => edit({ ...draft, code })}
        error={error('code')}
        scope={{ country: draft.address.country, state: draft.address.countryState, marketArea, direction: draft.direction }}
      />
      <div className="portal-form-grid">
        <SelectField
          id="offer-new-point-direction"
          name={`${POINT}.direction`}
          label={t('offerRequest.newPoint.direction')}
          value={draft.direction}
          onChange={(value) => edit({ ...draft, direction: value === 'CONS' || value === 'PROD' ? value : '' })}
          options={(['CONS', 'PROD'] as const).filter((d) => direction === 'BOTH' || direction === d).map((d) => ({ value: d, label: t(`offerRequest.directions.${d}`) }))}
          error={error('direction')}
        />
        <TextField
          id="offer-new-point-yearlyQuantity"
          name={`${POINT}.yearlyQuantityKwh`}
          label={t('offerRequest.newPoint.yearlyQuantity')}
          value={draft.yearlyQuantity}
          onChange={(yearlyQuantity) => edit({ ...draft, yearlyQuantity })}
          error={error('yearlyQuantityKwh')}
          inputMode="decimal"
        />
        <TextField id="offer-new-point-street" name={`${POINT}.address.street`} label={t('offerRequest.newPoint.street')} value={draft.address.street} onChange={(street) => address({ street })} error={error('address.street')} />
        <TextField id="offer-new-point-streetNr" name={`${POINT}.address.streetNr`} label={t('offerRequest.newPoint.streetNr')} value={draft.address.streetNr} onChange={(streetNr) => address({ streetNr })} error={error('address.streetNr')} />
        <TextField id="offer-new-point-zipCode" name={`${POINT}.address.zipCode`} label={t('offerRequest.newPoint.zipCode')} value={draft.address.zipCode} onChange={(zipCode) => address({ zipCode })} error={error('address.zipCode')} />
        <TextField id="offer-new-point-place" name={`${POINT}.address.place`} label={t('offerRequest.newPoint.place')} value={draft.address.place} onChange={(place) => address({ place })} error={error('address.place')} />
        <SelectField
          id="offer-new-point-country"
          name={`${POINT}.address.country`}
          label={t('offerRequest.newPoint.country')}
          value={draft.address.country}
          onChange={(value) => address({ country: value === 'CH' || value === 'DE' ? value : '', countryState: '' })}
          options={config.configCountries.filter((c) => c.active).map((c) => ({ value: c.id, label: c.name }))}
          error={error('address.country')}
        />
        <SelectField
          id="offer-new-point-countryState"
          name={`${POINT}.address.countryState`}
          label={t('offerRequest.newPoint.countryState')}
          value={draft.address.countryState}
          onChange={(countryState) => address({ countryState })}
          options={statesOf(config, draft.address.country).map((s) => ({ value: s.id, label: s.name }))}
          error={error('address.countryState')}
        />
      </div>
      <Button type="submit" loading={form.sending} data-testid="offer-new-point-submit">
        {t('offerRequest.newPoint.register')}
      </Button>
    </form>
  );
}
