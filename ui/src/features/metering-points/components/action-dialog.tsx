import { Button, Dialog, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The frame of every change dialog of the detail page: a form with its fields, cancel and the
// action. The form's submit is the caller's (useCommandForm's onSubmit).

interface ActionDialogProps {
  isOpen: boolean;
  title: string;
  confirmLabel: string;
  intent?: Intent;
  sending: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
  /** A second action beside the main one (clear the interruption). */
  extra?: ReactNode;
}

export function ActionDialog({ isOpen, title, confirmLabel, intent = 'primary', sending, onSubmit, onClose, testId, children, extra }: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} style={{ width: 640 }}>
      <form
        noValidate
        data-testid={testId}
        onSubmit={(event) => {
          // A dialog's events bubble through the React tree: keep them out of any outer form.
          event.stopPropagation();
          onSubmit(event);
        }}
      >
        <DialogBody>{children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('meteringPoints.cancel')}</Button>
              {extra}
              <Button type="submit" intent={intent} loading={sending} data-testid={`${testId}-submit`}>
                {confirmLabel}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
