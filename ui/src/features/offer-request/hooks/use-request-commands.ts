import { useState } from 'react';
import { useNavigate } from 'react-router';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { showMessage } from '@/components/toaster.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { useCommand } from '@/lib/commands.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { requestOffer, saveOfferDraft } from '../offer-commands.ts';
import { offerIdOfStream, requestOfferData } from '../request-data.ts';
import { draftOf, type OfferRequestValues } from '../request-values.ts';
import { type OfferStep, stepIndex } from '../steps.ts';

/** Who and where the request is for, as the loaded lists and the values tell. */
export interface RequestTarget {
  customerId: string;
  marketArea: string;
}

/**
 * The request's two commands: RequestOffer, which opens the new offer when taken, and
 * SaveOfferDraft. `send` answers the refusal for the caller to show, or null when it was taken.
 */
export function useRequestCommands(draftId: string, savedBefore: boolean) {
  const navigate = useNavigate();
  // The command marks a saved draft submitted; a request never saved has none to name.
  const [draftSaved, setDraftSaved] = useState(savedBefore);
  const [sendRequest, requestCall] = useCommand(requestOffer);
  const [sendDraft, draftCall] = useCommand(saveOfferDraft);

  const send = async (values: OfferRequestValues, target: RequestTarget): Promise<{ refused: unknown } | null> => {
    const result = await sendRequest(requestOfferData(values, { draftId: draftSaved ? draftId : null, ...target }));
    if (result.data) {
      const offerId = offerIdOfStream(result.data.streamId);
      showMessage({ type: 'success', key: 'offerRequest.submitted', params: { offerId: offerId ?? '' } });
      void navigate(offerId ? fillPath(paths.procurement.offer, { offerId }) : paths.procurement.offers);
      return null;
    }
    return { refused: result.error };
  };

  const saveDraft = async (values: OfferRequestValues, target: RequestTarget, step: OfferStep) => {
    const request = draftOf({ ...values, customerId: target.customerId }, target.marketArea);
    const result = await sendDraft({ draftId, step: stepIndex(step), request });
    if (result.error === undefined) {
      setDraftSaved(true);
      showMessage({ type: 'success', key: 'offerRequest.draftSaved' });
    } else showMessage(messageFromProblem(problemOf(result.error)));
  };

  return { send, saveDraft, sending: requestCall.isLoading, savingDraft: draftCall.isLoading };
}
