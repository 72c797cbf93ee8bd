import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { useCommandForm } from '@/components/forms/use-command-form.ts';
import { showMessage } from '@/components/toaster.tsx';
import { useCommand } from '@/lib/commands.ts';
import { formatDateTime } from '@/lib/format/index.ts';
import type { OfferDetail } from '../api.ts';
import { acceptErrors, mayAnswer, openYears, rejectRefusalKey } from '../offer-answer-rules.ts';
import { acceptOffer, rejectOffer } from '../offer-commands.ts';

// The customer's answer to a released offer (spec section 4): accept one or more delivery years
// with the terms (AGB and ALB) ticked, or reject with an optional reason. Refusals (the offer
// expired meanwhile, no year chosen, ...) show the catalogue's message of their code.

interface AnswerDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  sending: boolean;
  confirm: string;
  intent: 'primary' | 'danger';
  testId: string;
  children: ReactNode;
  /** The form hook's props (blur checks, focus of the first error), for a form with checks. */
  formProps?: ReturnType<typeof useCommandForm>['formProps'];
}

function AnswerDialog(props: AnswerDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={props.title} style={{ width: 560 }}>
      <form
        {...props.formProps}
        noValidate
        data-testid={props.testId}
        onSubmit={(event) => {
          event.stopPropagation();
          props.onSubmit(event);
        }}
      >
        <DialogBody>{props.children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={props.onClose}>{t('offers.answer.cancel')}</Button>
              <Button type="submit" intent={props.intent} loading={props.sending} data-testid={`${props.testId}-submit`}>
                {props.confirm}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}

function AcceptDialog({ detail, isOpen, onClose }: { detail: OfferDetail; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const years = openYears(detail.row);
  const [chosen, setChosen] = useState<number[]>([]);
  const [terms, setTerms] = useState(false);
  const form = useCommandForm(acceptOffer, { fields: ['years', 'termsAccepted'], ownErrors: acceptErrors(chosen, terms), refusalAbove: true });
  const message = (field: string) => {
    const found = form.errors[field];
    return found ? <span data-testid={`offer-accept-${field}-error`}>{t(found.key, found.params)}</span> : undefined;
  };
  const toggle = (year: number, on: boolean) => {
    setChosen(on ? [...chosen, year].sort((a, b) => a - b) : chosen.filter((y) => y !== year));
    form.edited();
  };
  return (
    <AnswerDialog
      isOpen={isOpen}
      title={t('offers.answer.acceptTitle')}
      onClose={onClose}
      sending={form.sending}
      confirm={t('offers.answer.acceptSend')}
      intent="primary"
      testId="offer-accept-dialog"
      formProps={form.formProps}
      onSubmit={form.onSubmit(
        () => ({ offerId: detail.row.offerId, years: chosen, termsAccepted: true }),
        () => {
          showMessage({ type: 'success', key: 'offers.answer.accepted' });
          onClose();
        },
      )}
    >
      <>
        {form.refusal && (
          <Callout intent="danger" data-testid="offer-accept-refusal">
            {t(form.refusal.key, form.refusal.params)}
          </Callout>
        )}
        <p>{t('offers.answer.acceptText')}</p>
        <FormGroup label={t('offers.answer.years')} helperText={message('years')} intent={form.errors.years ? 'danger' : 'none'}>
          {years.map((year) => (
            <Checkbox key={year} name="years" inline label={String(year)} checked={chosen.includes(year)} onChange={(e) => toggle(year, e.currentTarget.checked)} data-testid={`offer-accept-year-${year}`} />
          ))}
        </FormGroup>
        <FormGroup helperText={message('termsAccepted')} intent={form.errors.termsAccepted ? 'danger' : 'none'}>
          <Checkbox
            name="termsAccepted"
            label={t('offers.answer.terms')}
            checked={terms}
            onChange={(e) => {
              setTerms(e.currentTarget.checked);
              form.edited();
            }}
            data-testid="offer-accept-terms"
          />
        </FormGroup>
      </>
    </AnswerDialog>
  );
}

function RejectDialog({ detail, isOpen, onClose }: { detail: OfferDetail; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [send, call] = useCommand(rejectOffer);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const result = await send({ offerId: detail.row.offerId, ...(trimmed ? { reason: trimmed } : {}) });
    if (result.error !== undefined) {
      const problem = problemOf(result.error);
      showMessage({ type: 'error', key: rejectRefusalKey(problem.code), params: { message: problem.message } });
      return;
    }
    showMessage({ type: 'success', key: 'offers.answer.rejected' });
    onClose();
  };
  return (
    <AnswerDialog
      isOpen={isOpen}
      title={t('offers.answer.rejectTitle')}
      onClose={onClose}
      sending={call.isLoading}
      confirm={t('offers.answer.rejectSend')}
      intent="danger"
      testId="offer-reject-dialog"
      onSubmit={(event) => void submit(event)}
    >
      <p>{t('offers.answer.rejectText', { offerId: detail.row.offerId })}</p>
      <FormGroup label={t('offers.answer.reason')} labelFor="offer-reject-reason">
        <TextArea id="offer-reject-reason" data-testid="offer-reject-reason" fill maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </FormGroup>
    </AnswerDialog>
  );
}

/** The customer's buttons above a released offer's tabs while it is valid. */
export function OfferAnswer({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'accept' | 'reject' | null>(null);
  if (!mayAnswer(detail.row)) return null;
  return (
    <Callout intent="primary" className="portal-offer-section" data-testid="offer-answer">
      {detail.row.offerExpireDateTime && <p>{t('offers.answer.open', { time: formatDateTime(detail.row.offerExpireDateTime) })}</p>}
      <div className="portal-offer-actions">
        <Button intent="primary" onClick={() => setOpen('accept')} data-testid="offer-accept">
          {t('offers.answer.accept')}
        </Button>
        <Button intent="danger" variant="outlined" onClick={() => setOpen('reject')} data-testid="offer-reject">
          {t('offers.answer.reject')}
        </Button>
      </div>
      {open === 'accept' && <AcceptDialog detail={detail} isOpen onClose={() => setOpen(null)} />}
      {open === 'reject' && <RejectDialog detail={detail} isOpen onClose={() => setOpen(null)} />}
    </Callout>
  );
}
