import { errorCodeAreas } from '@portal/events/error-codes';
import type { CommandArea } from '../area.ts';
import { deciderFold } from '../audit/audit-fold.ts';
import { marginsServiceFeesDecider } from './margins-service-fees.ts';
import { offerDecider } from './offer.ts';
import { offerDraftDecider } from './offer-draft.ts';
import { customerOffersDecider, salesPartnerOffersDecider } from './offer-ledger.ts';
import { offerNumberDecider } from './offer-number.ts';
import { offerCommands } from './commands.ts';
import { feeCommands } from './fee-commands.ts';

export const offerArea: CommandArea = {
  name: 'offer',
  errorCodes: errorCodeAreas.offer,
  commands: [...offerCommands, ...feeCommands],
  auditFolds: {
    customerOffers: deciderFold(customerOffersDecider),
    salesPartnerOffers: deciderFold(salesPartnerOffersDecider),
    salesPartnerFees: deciderFold(marginsServiceFeesDecider),
    offer: deciderFold(offerDecider),
    offerDraft: deciderFold(offerDraftDecider),
    offerNumbers: deciderFold(offerNumberDecider),
  },
};
