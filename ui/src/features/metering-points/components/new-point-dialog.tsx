import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { registerMeteringPoints } from '@/entities/metering-point/metering-point-commands.ts';
import { emptyPointDraft, POINT, type PointDraft, pointDraftErrors, registerData, refusalOverrides } from '@/entities/metering-point/point-draft.ts';
import { type ConfigSelect, useConfigSelect } from '@/lib/config-select.ts';
import { AddressBlock } from './address-block.tsx';
import { CustomerChoice, useChooser } from './customer-choice.tsx';
import { MeteringCodeField } from '@/entities/metering-point/metering-code-field.tsx';

// A single metering point entered by hand (issue 11 point 4): a sales partner chooses the
// customer, a customer registers its own. The code is checked as the user types; the command
// applies the same rules and its refusal shows at the field it names.

const FORM_FIELDS = ['customerId', 'marketArea', 'points'] as const;

/** The market areas a point may be in: the partner's on its own host, otherwise every active one. */
export function marketAreaOptions(config: ConfigSelect) {
  return config.marketareasAllObjSP.filter((area) => area.active).map((area) => ({ value: area.id, label: area.name }));
}

export function NewPointDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { ownCustomerId } = useChooser();
  const { data: config } = useConfigSelect();
  const [draft, setDraft] = useState<PointDraft>(() => emptyPointDraft(ownCustomerId ?? ''));
  const form = useCommandForm(registerMeteringPoints, { fields: FORM_FIELDS, ownErrors: config ? pointDraftErrors(draft, config) : {}, ready: config !== undefined, overrides: refusalOverrides });
  const change = (next: PointDraft) => {
    setDraft(next);
    form.edited();
  };
  const close = () => {
    setDraft(emptyPointDraft(ownCustomerId ?? ''));
    onClose();
  };
  // form.errors holds the own checks only once the user tried to send, and the API's refusals.
  const shown = true;
  const point = (name: 'direction' | 'yearlyQuantityKwh') => form.errors[`${POINT}.${name}`];
  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('meteringPoints.newTitle')} style={{ width: 720 }}>
      <form
        data-testid="new-point-form"
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          form.onSubmit(
            () => registerData(draft),
            () => {
              showMessage({ type: 'success', key: 'meteringPoints.created', params: { code: registerData(draft).points[0]?.code ?? '' } });
              close();
            },
          )(event);
        }}
      >
        <DialogBody>
          {config && (
            <>
              <MeteringCodeField
                id="new-point-code"
                label={t('meteringPoints.fields.code')}
                value={draft.code}
                onChange={(code) => change({ ...draft, code })}
                error={form.errors[`${POINT}.code`]}
                showError={shown}
                scope={{ country: draft.address.country, state: draft.address.countryState, marketArea: draft.marketArea, direction: draft.direction }}
              />
              <div className="portal-form-grid">
                <CustomerChoice id="new-point-customerId" value={draft.customerId} onChange={(customerId) => change({ ...draft, customerId })} allowAll={false} error={form.errors.customerId} showError={shown} />
                <SelectField
                  id="new-point-marketArea"
                  label={t('meteringPoints.fields.marketArea')}
                  value={draft.marketArea}
                  onChange={(marketArea) => change({ ...draft, marketArea })}
                  options={marketAreaOptions(config)}
                  error={form.errors.marketArea}
                  showError={shown}
                />
                <SelectField
                  id="new-point-direction"
                  label={t('meteringPoints.fields.direction')}
                  value={draft.direction}
                  onChange={(direction) => change({ ...draft, direction: direction === 'CONS' || direction === 'PROD' ? direction : '' })}
                  options={(['CONS', 'PROD'] as const).map((d) => ({ value: d, label: t(`meteringPoints.directions.${d}`) }))}
                  error={point('direction')}
                  showError={shown}
                />
                <TextField
                  id="new-point-yearlyQuantity"
                  label={t('meteringPoints.fields.yearlyQuantity')}
                  value={draft.yearlyQuantity}
                  onChange={(yearlyQuantity) => change({ ...draft, yearlyQuantity })}
                  error={point('yearlyQuantityKwh')}
                  showError={shown}
                  inputMode="decimal"
                />
              </div>
              <AddressBlock
                idPrefix="new-point"
                value={draft.address}
                onChange={(address) => change({ ...draft, address })}
                errors={form.errors}
                path={`${POINT}.address`}
                showErrors={shown}
                config={config}
              />
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close}>{t('meteringPoints.cancel')}</Button>
              <Button type="submit" intent="primary" loading={form.sending} data-testid="new-point-submit">
                {t('meteringPoints.create')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
