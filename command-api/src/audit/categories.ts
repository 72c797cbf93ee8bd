import { customerDecider } from '../customer/customer.ts';
import { customerKeyDecider } from '../customer/customer-key.ts';
import { customerNumberDecider } from '../customer/customer-number.ts';
import { forecastDecider } from '../forecast/long-term-forecast.ts';
import { mailDecider } from '../mail/mail.ts';
import { mailQuotaDecider } from '../mail/mail-quota.ts';
import { marketJobDecider } from '../market/market-import-job.ts';
import { marketLedgerDecider } from '../market/market-import-ledger.ts';
import { marginsServiceFeesDecider } from '../offer/margins-service-fees.ts';
import { offerDecider } from '../offer/offer.ts';
import { offerDraftDecider } from '../offer/offer-draft.ts';
import { customerOffersDecider, salesPartnerOffersDecider } from '../offer/offer-ledger.ts';
import { offerNumberDecider } from '../offer/offer-number.ts';
import { platformConfigDecider } from '../platform-config/platform-config.ts';
import { hostNameDecider } from '../sales-partner/host-name.ts';
import { salesPartnerDecider } from '../sales-partner/sales-partner.ts';
import { termsAcceptanceDecider } from '../terms-acceptance/terms-acceptance.ts';
import { membershipDecider } from '../user/membership.ts';
import { userDecider } from '../user/user.ts';
import { userMailDecider } from '../user/user-mail.ts';
import { deciderFold, mergeFold, type AuditFold } from './audit-fold.ts';

/**
 * Stream category -> the decider that owns its streams: the audit folds a stream with its own
 * aggregate's `evolve`, so the history shows the state the command side decides on. A new
 * aggregate needs one line here; until it has one, its streams fold with `mergeFold` (ADR 26).
 */
const byCategory: Readonly<Record<string, AuditFold>> = {
  customer: deciderFold(customerDecider),
  customerKey: deciderFold(customerKeyDecider),
  customerNumbers: deciderFold(customerNumberDecider),
  customerOffers: deciderFold(customerOffersDecider),
  user: deciderFold(userDecider),
  userMail: deciderFold(userMailDecider),
  members: deciderFold(membershipDecider),
  termsAcceptance: deciderFold(termsAcceptanceDecider),
  mail: deciderFold(mailDecider),
  mailQuota: deciderFold(mailQuotaDecider),
  salesPartner: deciderFold(salesPartnerDecider),
  salesPartnerOffers: deciderFold(salesPartnerOffersDecider),
  salesPartnerFees: deciderFold(marginsServiceFeesDecider),
  domain: deciderFold(hostNameDecider),
  subdomain: deciderFold(hostNameDecider),
  platformConfig: deciderFold(platformConfigDecider),
  offer: deciderFold(offerDecider),
  offerDraft: deciderFold(offerDraftDecider),
  offerNumbers: deciderFold(offerNumberDecider),
  // The point's stream carries its registration, load profiles and forecasts: the forecast
  // decider folds all three (the registration decider alone would skip the last two).
  meteringPoint: deciderFold(forecastDecider),
  marketImport: deciderFold(marketJobDecider),
  marketImports: deciderFold(marketLedgerDecider),
};

/** `customer-100001` -> `customer`; a stream without a dash (`customerNumbers`) is its own category. */
export function categoryOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash < 0 ? streamId : streamId.slice(0, dash);
}

export function foldOf(streamId: string): AuditFold {
  return byCategory[categoryOf(streamId)] ?? mergeFold;
}

/** The categories folded by their decider, for the ADR and the specs. */
export const deciderCategories: readonly string[] = Object.keys(byCategory);
