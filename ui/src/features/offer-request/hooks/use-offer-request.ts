import type { OfferMeteringPoint } from '@portal/events/commands';
import { type FormEvent, useMemo, useState } from 'react';
import { hasFieldErrors } from '@/components/forms/field-errors.ts';
import { shownErrors } from '@/components/forms/field-visibility.ts';
import { showMessage } from '@/components/toaster.tsx';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { parseDate } from '@/lib/format/index.ts';
import type { OfferDraftRow } from '../api.ts';
import { requestRefusal } from '../request-refusal.ts';
import { marketNow, type OfferRequestValues, withLoadedDefaults } from '../request-values.ts';
import { firstStepWithErrors, requestErrors, requestMarketArea, stepErrors } from '../step-checks.ts';
import { nextStep, previousStep, type RequestingRole, stepsFor } from '../steps.ts';
import { useRequestCommands } from './use-request-commands.ts';
import { useRequestSources } from './use-request-sources.ts';
import { useRequestSteps } from './use-request-steps.ts';
import { useRequestValues } from './use-request-values.ts';

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

/** The typed history range as ISO days, when both read as dates. */
function historyRangeOf(values: OfferRequestValues): { from: string; to: string } | null {
  const from = parseDate(values.histRangeStart);
  const to = parseDate(values.histRangeEnd);
  return from && to ? { from, to } : null;
}

export function useOfferRequest({ draftId, role, ownCustomerId, config, saved }: OfferRequestSetup) {
  // The day and hour the page opened: the defaults and the "not past" rules run from them.
  const now = useMemo(() => marketNow(), []);
  const { typed, change, serverErrors, setServerErrors, refusal, setRefusal } = useRequestValues(now, config, saved);
  const { step, setStep, tried, markTried, focus, showAt } = useRequestSteps(role, saved?.step);
  const [joined, setJoined] = useState<readonly OfferMeteringPoint[]>([]);
  const sources = useRequestSources(role, ownCustomerId, typed, config, now.today);
  const { context } = sources;
  const commands = useRequestCommands(draftId, saved !== null);

  // What the loaded lists tell: a continued draft's customer type, the customer's only currency.
  const values = withLoadedDefaults(typed, {
    customerType: sources.customers.find((row) => row.id === typed.customerId)?.customerType,
    currencies: sources.customer?.currencies,
  });

  const own = stepErrors(step, values, context);
  const errors = shownErrors({ own, api: serverErrors, tried: tried.has(step), touched: focus.touched });
  const marketArea = requestMarketArea(values, context);
  const historyRange = historyRangeOf(values);
  const visible = stepsFor(role);
  const last = nextStep(step, role) === null;
  // The checks of the points need the list and its histories: their step and the last wait for them.
  const ready = !(sources.pointsLoading && (step === 'loadProfile' || last));

  const submit = async () => {
    const all = requestErrors(values, context);
    const wrong = firstStepWithErrors(all, role);
    if (wrong) return showAt(stepErrors(wrong, values, context), wrong);
    const sent = await commands.send(values, { customerId: sources.customerId, marketArea });
    if (sent === null) return;
    const found = requestRefusal(sent.refused, role, step);
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
    markTried(step);
    if (hasFieldErrors(own)) return focus.focusFirst(own);
    setStep(nextStep(step, role) ?? step);
  };

  const saveDraft = () => commands.saveDraft(values, { customerId: sources.customerId, marketArea }, step);

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
    sending: commands.sending,
    savingDraft: commands.savingDraft,
  };
}
