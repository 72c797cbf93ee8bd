import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/forms/form-field.tsx';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { paths } from '@/config/paths.ts';
import { removeMeteringPoint, replaceMeter } from '@/entities/metering-point/metering-point-commands.ts';
import { replaceMeterData, replaceMeterErrors } from '@/entities/metering-point/point-changes.ts';
import { useCommand } from '@/lib/commands.ts';
import { refusalOverrides } from '@/entities/metering-point/point-draft.ts';
import { ActionDialog } from './action-dialog.tsx';
import type { ChangeDialogProps } from './change-dialogs.tsx';
import { MeteringCodeField } from '@/entities/metering-point/metering-code-field.tsx';

// The meter change (a new code from a date; the new code checked as the user types and never
// the old one) and the removal of a point, after a confirmation.

export function ReplaceMeterDialog({ point, isOpen, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  const [newCode, setNewCode] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const form = useCommandForm(replaceMeter, { fields: ['newCode', 'validFrom'], ownErrors: replaceMeterErrors(point.code, newCode, validFrom), overrides: refusalOverrides });
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('meteringPoints.actions.replaceMeter')}
      confirmLabel={t('meteringPoints.save')}
      sending={form.sending}
      testId="mp-replace-dialog"
      onSubmit={form.onSubmit(
        () => replaceMeterData({ code: point.code, direction: point.direction }, newCode, validFrom),
        () => {
          showMessage({ type: 'success', key: 'meteringPoints.actions.saved' });
          onClose();
        },
      )}
    >
      <MeteringCodeField
        id="mp-replace-newCode"
        label={t('meteringPoints.fields.newCode')}
        value={newCode}
        onChange={(next) => {
          setNewCode(next);
          form.edited();
        }}
        error={form.errors.newCode}
        showError
        scope={{ country: point.address.country, state: point.address.countryState, marketArea: point.marketArea, direction: point.direction }}
      />
      <TextField
        id="mp-replace-validFrom"
        label={t('meteringPoints.fields.validFrom')}
        value={validFrom}
        onChange={(next) => {
          setValidFrom(next);
          form.edited();
        }}
        error={form.errors.validFrom}
        inputMode="numeric"
        maxLength={10}
      />
    </ActionDialog>
  );
}

export function RemoveDialog({ point, isOpen, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [remove, call] = useCommand(removeMeteringPoint);
  const confirm = async () => {
    const result = await remove({ code: point.code, direction: point.direction });
    if (result.error !== undefined) {
      showMessage({ type: 'error', code: result.error.code });
      return;
    }
    showMessage({ type: 'success', key: 'meteringPoints.actions.removed', params: { code: point.code } });
    onClose();
    void navigate(paths.customerManagement.meteringPoints);
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('meteringPoints.actions.remove')}>
      <DialogBody>
        <p data-testid="mp-remove-text">{t('meteringPoints.actions.removeText', { code: point.code, direction: t(`meteringPoints.directions.${point.direction}`) })}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('meteringPoints.cancel')}</Button>
            <Button intent="danger" loading={call.isLoading} onClick={() => void confirm()} data-testid="mp-remove-confirm">
              {t('meteringPoints.actions.remove')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
