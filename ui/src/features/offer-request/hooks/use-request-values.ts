import { useState } from 'react';
import type { FieldErrors, FieldMessage } from '@/components/forms/field-errors.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import type { OfferDraftRow } from '../api.ts';
import { defaultValues, type OfferRequestValues, valuesOfDraft } from '../request-values.ts';

/** The defaults of a new request, or the saved draft on them. */
function initialValues(now: { today: string; hour: number }, config: ConfigSelect, saved: OfferDraftRow | null): OfferRequestValues {
  const defaults = defaultValues({ ...now, defaultEnergyQuality: config.defaultEnergyQuality, marketAreas: config.marketareasAllObjSP.filter((a) => a.active).map((a) => a.id) });
  return saved ? valuesOfDraft(saved.request, defaults) : defaults;
}

/**
 * The values the user typed, and what the server said of the last send: its field errors and a
 * refusal of the form as a whole. Any change clears both, as they were about other values.
 */
export function useRequestValues(now: { today: string; hour: number }, config: ConfigSelect, saved: OfferDraftRow | null) {
  const [typed, setValues] = useState<OfferRequestValues>(() => initialValues(now, config, saved));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<FieldMessage | null>(null);
  const change = (patch: Partial<OfferRequestValues>) => {
    setValues((before) => ({ ...before, ...patch }));
    setServerErrors({});
    setRefusal(null);
  };
  return { typed, change, serverErrors, setServerErrors, refusal, setRefusal };
}
