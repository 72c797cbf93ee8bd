import { defineCommand } from '@/lib/commands.ts';
import { listTag, pointTags } from './metering-point-api.ts';

// The metering point commands the UI sends, each with the reads its success makes stale. The
// socket's recalcMeteringPoint patches other browsers; these refetch this one.

export const registerMeteringPoints = defineCommand('RegisterMeteringPoints', () => [listTag]);
export const changeMeteringPointAddress = defineCommand('ChangeMeteringPointAddress', pointTags);
export const changeYearlyQuantity = defineCommand('ChangeYearlyQuantity', pointTags);
export const changeDeliveryPeriod = defineCommand('ChangeDeliveryPeriod', pointTags);
export const setInterruption = defineCommand('SetInterruption', pointTags);
// The new code is a point of its own: the lists show it.
export const replaceMeter = defineCommand('ReplaceMeter', pointTags);
export const removeMeteringPoint = defineCommand('RemoveMeteringPoint', pointTags);
