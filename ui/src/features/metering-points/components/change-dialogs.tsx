import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/form-field.tsx';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import type { MeteringPointRow } from '@/entities/metering-point/metering-point-api.ts';
import { changeDeliveryPeriod, changeMeteringPointAddress, changeYearlyQuantity, setInterruption } from '@/entities/metering-point/metering-point-commands.ts';
import {
  addressChangeData,
  addressChangeErrors,
  addressDraftOf,
  dateInput,
  deliveryPeriodData,
  interruptionData,
  interruptionErrors,
  periodErrors,
  quantityChangeData,
  quantityChangeErrors,
} from '@/entities/metering-point/point-changes.ts';
import { useCommand } from '@/lib/commands.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { formatNumber } from '@/lib/format/index.ts';
import { refusalOverrides } from '@/entities/metering-point/point-draft.ts';
import { ActionDialog } from './action-dialog.tsx';
import { AddressBlock } from './address-block.tsx';

// The changes of spec section 2's metering point screens that keep the code: address (valid
// from), annual quantity (valid from), delivery period and interruption. Each sends its
// command; the detail and the lists refetch (entities/metering-point/metering-point-commands.ts).

export interface ChangeDialogProps {
  point: MeteringPointRow;
  isOpen: boolean;
  onClose: () => void;
}

/** After a taken command: say so and close. */
const done = (close: () => void) => () => {
  showMessage({ type: 'success', key: 'meteringPoints.actions.saved' });
  close();
};
const keyOf = (point: MeteringPointRow) => ({ code: point.code, direction: point.direction });

/** A date field of these dialogs (dd.mm.yyyy). */
function DateField(props: { id: string; label: string; value: string; onChange: (value: string) => void; error: { key: string; params: Record<string, string | number> } | undefined; optional?: boolean }) {
  return <TextField {...props} inputMode="numeric" maxLength={10} autoComplete="off" />;
}

export function AddressDialog({ point, isOpen, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const [address, setAddress] = useState(() => addressDraftOf(point.address));
  const [validFrom, setValidFrom] = useState('');
  const form = useCommandForm(changeMeteringPointAddress, { fields: ['address', 'validFrom'], ownErrors: config ? addressChangeErrors(address, validFrom, config) : {}, ready: config !== undefined, overrides: refusalOverrides });
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('meteringPoints.actions.address')}
      confirmLabel={t('meteringPoints.save')}
      sending={form.sending}
      testId="mp-address-dialog"
      onSubmit={form.onSubmit(() => addressChangeData(keyOf(point), address, validFrom), done(onClose))}
    >
      {config && (
        <AddressBlock
          idPrefix="mp-address"
          value={address}
          onChange={(next) => {
            setAddress(next);
            form.edited();
          }}
          errors={form.errors}
          path="address"
          showErrors
          config={config}
        />
      )}
      <DateField id="mp-address-validFrom" label={t('meteringPoints.fields.validFrom')} value={validFrom} onChange={(next) => {
            setValidFrom(next);
            form.edited();
          }} error={form.errors.validFrom} />
    </ActionDialog>
  );
}

export function QuantityDialog({ point, isOpen, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(() => formatNumber(point.yearlyQuantityKwh, 0));
  const [validFrom, setValidFrom] = useState('');
  const form = useCommandForm(changeYearlyQuantity, { fields: ['yearlyQuantityKwh', 'validFrom'], ownErrors: quantityChangeErrors(quantity, validFrom), overrides: refusalOverrides });
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('meteringPoints.actions.yearlyQuantity')}
      confirmLabel={t('meteringPoints.save')}
      sending={form.sending}
      testId="mp-quantity-dialog"
      onSubmit={form.onSubmit(() => quantityChangeData(keyOf(point), quantity, validFrom), done(onClose))}
    >
      <TextField
        id="mp-quantity-value"
        label={t('meteringPoints.fields.yearlyQuantity')}
        value={quantity}
        onChange={(next) => {
            setQuantity(next);
            form.edited();
          }}
        error={form.errors.yearlyQuantityKwh}
        inputMode="decimal"
      />
      <DateField id="mp-quantity-validFrom" label={t('meteringPoints.fields.validFrom')} value={validFrom} onChange={(next) => {
            setValidFrom(next);
            form.edited();
          }} error={form.errors.validFrom} />
    </ActionDialog>
  );
}

export function PeriodDialog({ point, isOpen, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => dateInput(point.deliveryFrom));
  const [to, setTo] = useState(() => dateInput(point.deliveryTo));
  const form = useCommandForm(changeDeliveryPeriod, { fields: ['deliveryFrom', 'deliveryTo'], ownErrors: periodErrors(from, to, ['deliveryFrom', 'deliveryTo']), overrides: refusalOverrides });
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('meteringPoints.actions.deliveryPeriod')}
      confirmLabel={t('meteringPoints.save')}
      sending={form.sending}
      testId="mp-period-dialog"
      onSubmit={form.onSubmit(() => deliveryPeriodData(keyOf(point), from, to), done(onClose))}
    >
      <div className="portal-form-grid">
        <DateField id="mp-period-from" label={t('meteringPoints.fields.deliveryFrom')} value={from} onChange={(next) => {
            setFrom(next);
            form.edited();
          }} error={form.errors.deliveryFrom} optional />
        <DateField id="mp-period-to" label={t('meteringPoints.fields.deliveryTo')} value={to} onChange={(next) => {
            setTo(next);
            form.edited();
          }} error={form.errors.deliveryTo} optional />
      </div>
    </ActionDialog>
  );
}

export function InterruptionDialog({ point, isOpen, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => dateInput(point.interruption?.from));
  const [to, setTo] = useState(() => dateInput(point.interruption?.to));
  const form = useCommandForm(setInterruption, { fields: ['from', 'to'], ownErrors: interruptionErrors(from, to), overrides: refusalOverrides });
  // Clearing needs no dates: it is sent past the form's own checks, its refusal shown as the form's.
  const [sendClear, clearCall] = useCommand(setInterruption);
  const clear = async () => {
    const result = await sendClear(interruptionData(keyOf(point), null));
    if (result.error === undefined) done(onClose)();
    else form.showRefusal(result.error);
  };
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('meteringPoints.actions.interruption')}
      confirmLabel={t('meteringPoints.save')}
      sending={form.sending || clearCall.isLoading}
      testId="mp-interruption-dialog"
      onSubmit={form.onSubmit(() => interruptionData(keyOf(point), { from, to }), done(onClose))}
      extra={
        point.interruption && (
          <Button intent="warning" onClick={() => void clear()} data-testid="mp-interruption-clear">
            {t('meteringPoints.actions.clearInterruption')}
          </Button>
        )
      }
    >
      <div className="portal-form-grid">
        <DateField id="mp-interruption-from" label={t('meteringPoints.fields.interruptionFrom')} value={from} onChange={(next) => {
            setFrom(next);
            form.edited();
          }} error={form.errors.from} />
        <DateField id="mp-interruption-to" label={t('meteringPoints.fields.interruptionTo')} value={to} onChange={(next) => {
            setTo(next);
            form.edited();
          }} error={form.errors.to} />
      </div>
    </ActionDialog>
  );
}
