import type { Static } from 'typebox';
import { ChangeCustomer, CreateCustomer, DeleteCustomer, EraseCustomer } from './customer/customer-commands.ts';
import {
  ChangeDeliveryPeriod,
  ChangeMeteringPointAddress,
  ChangeYearlyQuantity,
  RegisterMeteringPoints,
  RemoveMeteringPoint,
  ReplaceMeter,
  SetInterruption,
} from './metering-point/metering-point-commands.ts';
import { QueueMail, RecordMailFailed, RecordMailSent } from './mail/mail-commands.ts';
import {
  AcceptLongTermForecast,
  RecordLongTermForecast,
  RecordLongTermForecastFailure,
  ReplaceLongTermForecast,
  RequestForecastRollout,
  UploadLoadProfile,
} from './metering-point/load-profile-commands.ts';
import {
  AcceptOffer,
  DiscardOfferDraft,
  ExpireOffer,
  FlagOfferChange,
  PriceOffer,
  RecordOfferDocument,
  RejectOffer,
  ReleaseOffer,
  RemoveOfferChangeFlag,
  RequestOffer,
  SaveOfferDraft,
  SetMarginsServiceFees,
} from './offer/offer-commands.ts';
import { CompleteMarketImport, FailMarketImport, RemoveMarketImportErrorFlag, StartMarketImport } from './market/market-commands.ts';
import { ChangeBusinessLimits } from './platform-config/business-limits.ts';
import { ChangeDefaultEnergyQuality, ChangeOperatorProfile, ReplaceConfigList, SeedPlatformConfig } from './platform-config/platform-config-commands.ts';
import {
  ActivateSalesPartner,
  ChangeSalesPartner,
  ChangeSalesPartnerDesign,
  CreateSalesPartner,
  DeactivateSalesPartner,
  DeleteSalesPartner,
  PublishDocumentTemplate,
  PublishPortalTerms,
  SendTestMail,
  SetPublicRegistration,
} from './sales-partner/sales-partner-commands.ts';
import {
  ActivateSeededUser,
  ChangeOwnPassword,
  ChangeUserDetails,
  ConfirmMailChange,
  CreatePlatformUser,
  DeactivateUser,
  InviteUser,
  ReactivateUser,
  RequestMailChange,
  ResetUserTwoFactor,
  SetUserPassword,
} from './user/user-commands.ts';

/**
 * The data schema of every command the command API knows, by command type: the one definition
 * the API validates `POST /api/commands` with and the UI types its `send()` with. Browser-safe:
 * this module and everything it imports use TypeBox only (no node, no ajv, no database), so
 * `@portal/events/commands` can go into the UI bundle. Who may send a command stays server-side.
 *
 * @example
 * import { commandSchemas, type CommandData } from '@portal/events/commands';
 * const data: CommandData<'SetPublicRegistration'> = { salesPartnerId, allowed: true };
 * Value.Check(commandSchemas.SetPublicRegistration, data); // true
 */
export const commandSchemas = {
  SeedPlatformConfig,
  ReplaceConfigList,
  ChangeDefaultEnergyQuality,
  ChangeOperatorProfile,
  ChangeBusinessLimits,
  CreateSalesPartner,
  ChangeSalesPartner,
  ChangeSalesPartnerDesign,
  PublishPortalTerms,
  ActivateSalesPartner,
  DeactivateSalesPartner,
  SetPublicRegistration,
  DeleteSalesPartner,
  SendTestMail,
  PublishDocumentTemplate,
  QueueMail,
  RecordMailSent,
  RecordMailFailed,
  CreatePlatformUser,
  InviteUser,
  ChangeUserDetails,
  DeactivateUser,
  ReactivateUser,
  ChangeOwnPassword,
  SetUserPassword,
  ResetUserTwoFactor,
  RequestMailChange,
  ConfirmMailChange,
  ActivateSeededUser,
  CreateCustomer,
  ChangeCustomer,
  DeleteCustomer,
  EraseCustomer,
  RegisterMeteringPoints,
  ChangeMeteringPointAddress,
  ChangeYearlyQuantity,
  ChangeDeliveryPeriod,
  SetInterruption,
  ReplaceMeter,
  RemoveMeteringPoint,
  RequestForecastRollout,
  RecordLongTermForecast,
  RecordLongTermForecastFailure,
  AcceptLongTermForecast,
  ReplaceLongTermForecast,
  UploadLoadProfile,
  SaveOfferDraft,
  DiscardOfferDraft,
  RequestOffer,
  PriceOffer,
  ReleaseOffer,
  AcceptOffer,
  RejectOffer,
  ExpireOffer,
  FlagOfferChange,
  RemoveOfferChangeFlag,
  SetMarginsServiceFees,
  RecordOfferDocument,
  StartMarketImport,
  CompleteMarketImport,
  FailMarketImport,
  RemoveMarketImportErrorFlag,
} as const;

export type CommandSchemas = typeof commandSchemas;
export type CommandType = keyof CommandSchemas;
export type CommandData<T extends CommandType> = Static<CommandSchemas[T]>;

export * from './customer/customer-commands.ts';
export * from './mail/mail-commands.ts';
export * from './metering-point/metering-point-commands.ts';
export * from './market/market-commands.ts';
export * from './market/market-fields.ts';
export * from './offer/offer-commands.ts';
export * from './offer/offer-fields.ts';
export * from './platform-config/platform-config-commands.ts';
export * from './sales-partner/sales-partner-commands.ts';
export * from './user/user-commands.ts';
