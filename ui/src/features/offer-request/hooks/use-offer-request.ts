import type { OfferMeteringPoint } from '@portal/events/commands';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { type FieldErrors, type FieldMessage, hasFieldErrors } from '@/components/forms/field-errors.ts';
import { shownErrors } from '@/components/forms/field-visibility.ts';
import { useFormFocus } from '@/components/forms/use-form-focus.ts';
import { showMessage } from '@/components/toaster.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { useCommand } from '@/lib/commands.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { parseDate } from '@/lib/format/index.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import type { OfferDraftRow } from '../api.ts';
import { requestOffer, saveOfferDraft } from '../offer-commands.ts';
import { offerIdOfStream, requestOfferData } from '../request-data.ts';
import { requestRefusal } from '../request-refusal.ts';
import { defaultValues, draftOf, marketNow, type OfferRequestValues, valuesOfDraft, withLoadedDefaults } from '../request-values.ts';
import { firstStepWithErrors, requestErrors, requestMarketArea, stepErrors } from '../step-checks.ts';
import { nextStep, type OfferStep, previousStep, type RequestingRole, stepIndex, stepOfField, stepOfIndex, stepsFor } from '../steps.ts';
import { useRequestSources } from './use-request-sources.ts';

// The request stepper's state: one step at a time, each checked as the user goes (a field once
// left, all of the step's once the user tries to go on); the last step sends RequestOffer and
// opens the new offer. A refusal shows at its field, on its step.

export interface OfferRequestSetup {
  draftId: string;
  role: RequestingRole;
  ownCustomerId: string | null;
  config: ConfigSelect;
  /** The saved draft this page continues, or null for a new request. */
  saved: OfferDraftRow | null;
}

export function useOfferRequest({ draftId, role, ownCustomerId, config, saved }: OfferRequestSetup) {
  const navigate = useNavigate();
  // The day and hour the page opened: the defaults and the "not past" rules run from them.
  const now = useMemo(() => marketNow(), []);
  const [typed, setValues] = useState<OfferRequestValues>(() => {
    const defaults = defaultValues({ ...now, defaultEnergyQuality: config.defaultEnergyQuality, marketAreas: config.marketareasAllObjSP.filter((a) => a.active).map((a) => a.id) });
    return saved ? valuesOfDraft(saved.request, defaults) : defaults;
  });
  const [step, setStep] = useState<OfferStep>(() => stepOfIndex(saved?.step, role));
  const [tried, setTried] = useState<ReadonlySet<OfferStep>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<FieldMessage | null>(null);
  const [joined, setJoined] = useState<readonly OfferMeteringPoint[]>([]);
  // The command marks a saved draft submitted; a request never saved has none to name.
  const [draftSaved, setDraftSaved] = useState(saved !== null);
  const sources = useRequestSources(role, ownCustomerId, typed, config, now.today);
  const { context } = sources;
  const [sendRequest, requestCall] = useCommand(requestOffer);
  const [sendDraft, draftCall] = useCommand(saveOfferDraft);
  const focus = useFormFocus();

  const change = (patch: Partial<OfferRequestValues>) => {
    setValues((before) => ({ ...before, ...patch }));
    setServerErrors({});
    setRefusal(null);
  };

  // What the loaded lists tell: a continued draft's customer type, the customer's only currency.
  const values = withLoadedDefaults(typed, {
    customerType: sources.customers.find((row) => row.id === typed.customerId)?.customerType,
    currencies: sources.customer?.currencies,
  });

  const own = stepErrors(step, values, context);
  const errors = shownErrors({ own, api: serverErrors, tried: tried.has(step), touched: focus.touched });
  const marketArea = requestMarketArea(values, context);
  const histFrom = parseDate(values.histRangeStart);
  const histTo = parseDate(values.histRangeEnd);
  const historyRange = histFrom && histTo ? { from: histFrom, to: histTo } : null;
  const visible = stepsFor(role);
  const last = nextStep(step, role) === null;
  // The checks of the points need the list and its histories: their step and the last wait for them.
  const ready = !(sources.pointsLoading && (step === 'loadProfile' || last));

  const showAt = (found: FieldErrors, fallback: OfferStep) => {
    const target = stepOfField(Object.keys(found)[0] ?? '', role) ?? fallback;
    setTried((s) => new Set(s).add(target));
    setStep(target);
    focus.focusFirst(found);
  };

  const submit = async () => {
    const all = requestErrors(values, context);
    const wrong = firstStepWithErrors(all, role);
    if (wrong) return showAt(stepErrors(wrong, values, context), wrong);
    const result = await sendRequest(requestOfferData(values, { draftId: draftSaved ? draftId : null, customerId: sources.customerId, marketArea }));
    if (result.data) {
      const offerId = offerIdOfStream(result.data.streamId);
      showMessage({ type: 'success', key: 'offerRequest.submitted', params: { offerId: offerId ?? '' } });
      void navigate(offerId ? fillPath(paths.procurement.offer, { offerId }) : paths.procurement.offers);
      return;
    }
    const found = requestRefusal(result.error, role, step);
    if (found.kind === 'fields') {
      setServerErrors(found.errors);
      showAt(found.errors, found.step);
    } else if (found.kind === 'form') setRefusal(found.message);
    else showMessage(found.message);
  };

  const goOn = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (last) return void submit();
    setTried((s) => new Set(s).add(step));
    if (hasFieldErrors(own)) return focus.focusFirst(own);
    setStep(nextStep(step, role) ?? step);
  };

  const saveDraft = async () => {
    const request = draftOf({ ...values, customerId: sources.customerId }, marketArea);
    const result = await sendDraft({ draftId, step: stepIndex(step), request });
    if (result.error === undefined) {
      setDraftSaved(true);
      showMessage({ type: 'success', key: 'offerRequest.draftSaved' });
    } else showMessage(messageFromProblem(problemOf(result.error)));
  };

  const join = (point: OfferMeteringPoint, answered: boolean) => {
    setJoined((list) => [...list, point]);
    // Its offer question was answered with the upload; earlier points' on their step.
    change({ meteringPoints: [...values.meteringPoints, point], deviationConfirmed: values.deviationConfirmed || answered });
  };

  return {
    step,
    setStep,
    back: previousStep(step, role),
    visible,
    last,
    ready,
    sources,
    values,
    change,
    errors,
    refusal,
    marketArea,
    historyRange,
    joined,
    join,
    focus,
    goOn,
    saveDraft,
    sending: requestCall.isLoading,
    savingDraft: draftCall.isLoading,
  };
}
