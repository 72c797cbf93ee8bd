import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import { type AddressDraft, POINT, statesOf } from '@/entities/metering-point/point-draft.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { MeteringCodeField } from '@/entities/metering-point/metering-code-field.tsx';
import { type NewPointRequest, useOfferNewPoint } from '../hooks/use-offer-new-point.ts';

// Create metering point (the last step): a point that is not in the portal yet is registered
// for the customer in the request's market area (`RegisterMeteringPoints`, source OFFER,
// declared the request's direction); its history follows (history-upload.tsx).

export function NewPointForm(props: NewPointRequest) {
  const { t } = useTranslation();
  const { marketArea, direction, config } = props;
  const { draft, edit, address, error, onSubmit, formProps, refusal, sending } = useOfferNewPoint(props);
  if (marketArea === '') return <Callout data-testid="offer-new-point-no-area">{t('offerRequest.newPoint.noMarketArea')}</Callout>;
  return (
    <form {...formProps} className="portal-offer-new-point" data-testid="offer-new-point-form" onSubmit={onSubmit}>
      <p>{t('offerRequest.newPoint.intro')}</p>
      {refusal && (
        <Callout intent="danger" data-testid="offer-new-point-refusal">
          {t(refusal.key, refusal.params)}
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
        <PointAddressFields address={draft.address} change={address} error={error} config={config} />
      </div>
      <Button type="submit" loading={sending} data-testid="offer-new-point-submit">
        {t('offerRequest.newPoint.register')}
      </Button>
    </form>
  );
}

interface AddressProps {
  address: AddressDraft;
  change: (patch: Partial<AddressDraft>) => void;
  error: (path: string) => FieldMessage | undefined;
  config: ConfigSelect;
}

/** The point's address: street, number, zip code, place, country and its state. */
function PointAddressFields({ address, change, error, config }: AddressProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField id="offer-new-point-street" name={`${POINT}.address.street`} label={t('offerRequest.newPoint.street')} value={address.street} onChange={(street) => change({ street })} error={error('address.street')} />
      <TextField id="offer-new-point-streetNr" name={`${POINT}.address.streetNr`} label={t('offerRequest.newPoint.streetNr')} value={address.streetNr} onChange={(streetNr) => change({ streetNr })} error={error('address.streetNr')} />
      <TextField id="offer-new-point-zipCode" name={`${POINT}.address.zipCode`} label={t('offerRequest.newPoint.zipCode')} value={address.zipCode} onChange={(zipCode) => change({ zipCode })} error={error('address.zipCode')} />
      <TextField id="offer-new-point-place" name={`${POINT}.address.place`} label={t('offerRequest.newPoint.place')} value={address.place} onChange={(place) => change({ place })} error={error('address.place')} />
      <SelectField
        id="offer-new-point-country"
        name={`${POINT}.address.country`}
        label={t('offerRequest.newPoint.country')}
        value={address.country}
        onChange={(value) => change({ country: value === 'CH' || value === 'DE' ? value : '', countryState: '' })}
        options={config.configCountries.filter((c) => c.active).map((c) => ({ value: c.id, label: c.name }))}
        error={error('address.country')}
      />
      <SelectField
        id="offer-new-point-countryState"
        name={`${POINT}.address.countryState`}
        label={t('offerRequest.newPoint.countryState')}
        value={address.countryState}
        onChange={(countryState) => change({ countryState })}
        options={statesOf(config, address.country).map((s) => ({ value: s.id, label: s.name }))}
        error={error('address.countryState')}
      />
    </>
  );
}
