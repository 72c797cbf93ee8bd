import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { POINT, type PointDraft } from '@/entities/metering-point/point-draft.ts';
import { type ConfigSelect, useConfigSelect } from '@/lib/config-select.ts';
import { useNewPoint } from '../use-new-point.ts';
import { AddressBlock } from './address-block.tsx';
import { CustomerChoice, useChooser } from './customer-choice.tsx';
import { MeteringCodeField } from '@/entities/metering-point/metering-code-field.tsx';

// A single metering point entered by hand (issue 11 point 4): a sales partner chooses the
// customer, a customer registers its own. The code is checked as the user types; the command
// applies the same rules and its refusal shows at the field it names.

/** The market areas a point may be in: the partner's on its own host, otherwise every active one. */
export function marketAreaOptions(config: ConfigSelect) {
  return config.marketareasAllObjSP.filter((area) => area.active).map((area) => ({ value: area.id, label: area.name }));
}

export function NewPointDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { ownCustomerId } = useChooser();
  const { data: config } = useConfigSelect();
  const newPoint = useNewPoint(ownCustomerId, config, onClose);
  return (
    <Dialog isOpen={isOpen} onClose={newPoint.close} title={t('meteringPoints.newTitle')} style={{ width: 720 }}>
      <form data-testid="new-point-form" noValidate onSubmit={newPoint.submit}>
        <DialogBody>{config && <NewPointFields draft={newPoint.draft} change={newPoint.change} errors={newPoint.errors} config={config} />}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={newPoint.close}>{t('meteringPoints.cancel')}</Button>
              <Button type="submit" intent="primary" loading={newPoint.sending} data-testid="new-point-submit">
                {t('meteringPoints.create')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}

interface FieldsProps {
  draft: PointDraft;
  change: (next: PointDraft) => void;
  errors: FieldErrors;
  config: ConfigSelect;
}

/** The point's code, customer, market area, direction, yearly quantity and address. */
function NewPointFields({ draft, change, errors, config }: FieldsProps) {
  const { t } = useTranslation();
  // The errors hold the own checks only once the user tried to send, and the API's refusals.
  const shown = true;
  const point = (name: 'direction' | 'yearlyQuantityKwh') => errors[`${POINT}.${name}`];
  return (
    <>
      <MeteringCodeField
        id="new-point-code"
        label={t('meteringPoints.fields.code')}
        value={draft.code}
        onChange={(code) => change({ ...draft, code })}
        error={errors[`${POINT}.code`]}
        showError={shown}
        scope={{ country: draft.address.country, state: draft.address.countryState, marketArea: draft.marketArea, direction: draft.direction }}
      />
      <div className="portal-form-grid">
        <CustomerChoice id="new-point-customerId" value={draft.customerId} onChange={(customerId) => change({ ...draft, customerId })} allowAll={false} error={errors.customerId} showError={shown} />
        <SelectField
          id="new-point-marketArea"
          label={t('meteringPoints.fields.marketArea')}
          value={draft.marketArea}
          onChange={(marketArea) => change({ ...draft, marketArea })}
          options={marketAreaOptions(config)}
          error={errors.marketArea}
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
      <AddressBlock idPrefix="new-point" value={draft.address} onChange={(address) => change({ ...draft, address })} errors={errors} path={`${POINT}.address`} showErrors={shown} config={config} />
    </>
  );
}
