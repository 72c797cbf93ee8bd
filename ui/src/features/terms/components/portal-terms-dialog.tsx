import { Button, Checkbox, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetPortalTermsQuery } from '@/entities/portal-terms/portal-terms-api.ts';
import { TermsDocumentButtons } from '@/entities/portal-terms/terms-document-buttons.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { paths } from '@/config/paths.ts';
import { isProblem } from '@/lib/api.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { useLogoutMutation } from '@/entities/session/session-api.ts';
import { currentDomain } from '@/lib/tenant.ts';
import { useAppSelector } from '@/app/hooks.ts';
import { useAcceptPortalTermsMutation, useCheckPortalTermsQuery } from '../api.ts';
import { termsDialogDecision } from '../terms-dialog-rules.ts';

/**
 * The blocking dialog of spec section 4: a customer who has not accepted the partner's current
 * portal terms sees the documents and cannot go on before accepting them. When they cannot be
 * loaded, the dialog closes and the user is logged out to /login.
 */
export function PortalTermsDialog() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const role = useAppSelector((state) => state.session.role);
  const userId = useAppSelector((state) => state.session.userId);
  const isCustomer = role === 'customer' && userId !== null;
  const acceptance = useCheckPortalTermsQuery(userId ?? '', { skip: !isCustomer });
  const needsDocuments = isCustomer && acceptance.data === false;
  const documents = useGetPortalTermsQuery({ locale: i18n.language, domain: currentDomain() }, { skip: !needsDocuments });
  const [accept, acceptCall] = useAcceptPortalTermsMutation();
  const [logout] = useLogoutMutation();
  const [agreed, setAgreed] = useState(false);
  const decision = termsDialogDecision(role, acceptance, documents);

  useEffect(() => {
    if (decision !== 'fail') return;
    showMessage({ type: 'error', key: 'messages.loadingFailure' });
    // Logged out locally whatever the server answers (the session slice ends it either way).
    void logout(undefined).finally(() => void navigate(paths.login, { replace: true }));
  }, [decision, logout, navigate]);

  const submit = async () => {
    if (!documents.data) return;
    const result = await accept(documents.data);
    if (result.error) showMessage(isProblem(result.error) ? messageFromProblem(result.error) : { type: 'error' });
    else setAgreed(false);
  };

  return (
    <Dialog
      isOpen={decision === 'open'}
      title={t('portalTerms.title')}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody className="portal-terms-dialog" data-testid="portal-terms-dialog">
        <p>{t('portalTerms.intro')}</p>
        {documents.data ? (
          <div className="portal-terms-documents">
            <TermsDocumentButtons documents={documents.data} size="medium" />
          </div>
        ) : (
          <Spinner size={20} />
        )}
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.currentTarget.checked)} label={t('portalTerms.agree')} data-testid="portal-terms-agree" />
      </DialogBody>
      <DialogFooter
        actions={
          <Button intent="primary" disabled={!agreed || !documents.data} loading={acceptCall.isLoading} onClick={() => void submit()} data-testid="portal-terms-accept">
            {t('portalTerms.accept')}
          </Button>
        }
      />
    </Dialog>
  );
}
