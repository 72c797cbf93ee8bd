import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { adminMessageClosed } from '../ui-slice.ts';

/** The info dialog for an admin's message sent over the socket (`messageAdmin`). */
export function AdminMessageDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const message = useAppSelector((state) => state.ui.adminMessage);
  const close = () => dispatch(adminMessageClosed());
  return (
    <Dialog isOpen={message !== null} onClose={close} icon="info-sign" title={message?.title || t('shell.adminMessage')}>
      <DialogBody>
        <p className={Classes.RUNNING_TEXT} style={{ whiteSpace: 'pre-line' }}>
          {message?.body}
        </p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('shell.close')} onClick={close} />} />
    </Dialog>
  );
}
