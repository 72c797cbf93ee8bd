import type { CommandData, OfferDirection } from '@portal/events/commands';
import { useState } from 'react';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { registerMeteringPoints } from '@/entities/metering-point/metering-point-commands.ts';
import { type AddressDraft, emptyPointDraft, POINT, type PointDraft, pointDraftErrors, refusalOverrides, registerData } from '@/entities/metering-point/point-draft.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import type { RegisteredPoint } from '../components/history-upload.tsx';

const FORM_FIELDS = ['customerId', 'marketArea', 'points'] as const;

export interface NewPointRequest {
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

/** The point registered from the request: its draft, and RegisterMeteringPoints with source OFFER. */
export function useOfferNewPoint({ customerId, marketArea, direction, config, onRegistered }: NewPointRequest) {
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
  const onSubmit = form.onSubmit(data, () => {
    const point = data().points[0];
    if (!point) return;
    onRegistered({ code: point.code, direction: point.direction, yearlyQuantityKwh: point.yearlyQuantityKwh, country: point.address.country });
    showMessage({ type: 'success', key: 'offerRequest.newPoint.registered', params: { code: point.code } });
  });
  return { draft, edit, address, error, onSubmit, formProps: form.formProps, refusal: form.refusal, sending: form.sending };
}
