import {
  DomainError,
  meteringPointStream,
  type Actor,
  type ChangeMeteringPointAddress,
  type MeteringDirection,
  type PlatformConfigLists,
  type RegisterMeteringPoints,
  type ReplaceMeter,
} from '@portal/events';
import { meteringPointProblems, zipCodeProblem, type Problem } from '@portal/events/validation';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { runUnit, type CommandUnit } from '../handler/unit.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { meteringPointDecider, type MeteringActor, type MeteringPointCommand, type MeteringPointState, type Sibling } from './metering-point.ts';
import { ownerOfRegistration } from './metering-point-owner.ts';
import { registrationProblems, registrationRefusal } from './registration-rules.ts';

const other = (direction: MeteringDirection): MeteringDirection => (direction === 'CONS' ? 'PROD' : 'CONS');
const actorOf = ({ role, salesPartnerId, customerId }: Actor): MeteringActor => ({ role, salesPartnerId, customerId });

/** The code in its other direction, while that stream measures. */
async function siblingOf(unit: CommandUnit, code: string, direction: MeteringDirection): Promise<Sibling | null> {
  const sibling = await unit.state(meteringPointDecider, meteringPointStream(code, other(direction)));
  return sibling.status === 'active' ? { customerId: sibling.customerId, address: sibling.address } : null;
}

/** A decider's refusal with a field becomes one more problem of the batch; anything else is thrown. */
async function collecting(problems: Problem[], decide: () => Promise<unknown>): Promise<void> {
  try {
    await decide();
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 400 || !error.field) throw error;
    const key = (error.details?.key ?? 'errorInfo.meteringPointExists') as Problem['key'];
    problems.push({ code: 'VALIDATION_ERROR', field: error.field, message: error.message, key, params: {} });
  }
}

/**
 * Registers every point of the command as one unit (ADR 10): the batch rules first, then each
 * point's stream and its other direction's, all appended together or not at all. The answer
 * names the first point's stream.
 */
async function registerMeteringPoints(deps: HandlerDeps, data: RegisterMeteringPoints, context: CommandContext): Promise<CommandResult> {
  const config = await loadPlatformConfig(deps);
  const first = data.points[0];
  if (!first) throw new DomainError('VALIDATION_ERROR', 400, 'no metering point', { field: 'data.points' });
  return runUnit(deps, context, { streamId: meteringPointStream(first.code, first.direction) }, async (unit) => {
    const owner = await ownerOfRegistration(unit, data, context.actor);
    const command = { ...data, customerId: owner.customerId };
    const batch = registrationProblems(config, command);
    const refused = registrationRefusal(batch);
    if (refused) throw refused;
    // A 10,000-point import touches 20,000 streams: read them in one go, not one by one.
    await unit.preload(command.points.flatMap((p) => [meteringPointStream(p.code, p.direction), meteringPointStream(p.code, other(p.direction))]));
    const problems: Problem[] = [];
    for (const [i, point] of command.points.entries()) {
      const registered: MeteringPointCommand = {
        type: 'RegisterMeteringPoint',
        at: `data.points.${i}`,
        sibling: await siblingOf(unit, point.code, point.direction),
        data: {
          code: point.code, direction: point.direction, customerId: owner.customerId, salesPartnerId: owner.salesPartnerId, marketArea: command.marketArea,
          yearlyQuantityKwh: point.yearlyQuantityKwh, address: point.address, deliveryFrom: point.deliveryFrom ?? null, deliveryTo: point.deliveryTo ?? null,
          source: command.source, replaces: null,
        },
      };
      await collecting(problems, () => unit.decide(meteringPointDecider, meteringPointStream(point.code, point.direction), registered, { tenant: owner.salesPartnerId }));
    }
    const stored = registrationRefusal({ problems: problems.slice(0, 100), count: problems.length });
    if (stored) throw stored;
  });
}

/** The country rules for a point's code at an address and in a market area, at the command's fields. */
function assertPlace(config: PlatformConfigLists, code: string, address: ChangeMeteringPointAddress['address'], marketArea: string, codeField: string): void {
  const found = [
    ...meteringPointProblems(config, { code, country: address.country, state: address.countryState, marketArea }, {
      code: codeField, country: 'data.address.country', state: 'data.address.countryState', marketArea: 'data.marketArea', direction: 'data.direction',
    }),
    zipCodeProblem(config, address.country, address.zipCode, 'data.address.zipCode'),
  ].filter((p): p is Problem => p !== null);
  const refused = registrationRefusal({ problems: found, count: found.length });
  if (refused) throw refused;
}

/** A code keeps one address: the change lands on both of its directions. */
async function changeAddress(deps: HandlerDeps, data: ChangeMeteringPointAddress, context: CommandContext): Promise<CommandResult> {
  const config = await loadPlatformConfig(deps);
  const by = actorOf(context.actor);
  const streamId = meteringPointStream(data.code, data.direction);
  return runUnit(deps, context, { streamId }, async (unit) => {
    const state = await unit.state(meteringPointDecider, streamId);
    // The tenant rules first (the decider): another tenant learns nothing from the address rules.
    const changed = await unit.decide(meteringPointDecider, streamId, { type: 'ChangeMeteringPointAddress', data, by }, tenantOf(state));
    if (changed.length > 0 && state.status === 'active') assertPlace(config, data.code, data.address, state.marketArea, 'data.code');
    const siblingId = meteringPointStream(data.code, other(data.direction));
    const sibling = await unit.state(meteringPointDecider, siblingId);
    if (sibling.status === 'active') {
      await unit.decide(meteringPointDecider, siblingId, { type: 'ChangeMeteringPointAddress', data: { ...data, direction: other(data.direction) }, by }, tenantOf(sibling));
    }
  });
}

/** The old stream ends with MeteringPointReplaced; the new code's stream starts with a registration that `replaces` it. */
async function replaceMeter(deps: HandlerDeps, data: ReplaceMeter, context: CommandContext): Promise<CommandResult> {
  const config = await loadPlatformConfig(deps);
  const streamId = meteringPointStream(data.code, data.direction);
  const newStreamId = meteringPointStream(data.newCode, data.direction);
  return runUnit(deps, context, { streamId: newStreamId }, async (unit) => {
    const state = await unit.state(meteringPointDecider, streamId);
    await unit.decide(meteringPointDecider, streamId, { type: 'ReplaceMeter', data, by: actorOf(context.actor) }, tenantOf(state));
    if (state.status !== 'active') return;
    assertPlace(config, data.newCode, state.address, state.marketArea, 'data.newCode');
    const registered: MeteringPointCommand = {
      type: 'RegisterMeteringPoint',
      at: 'data',
      codeField: 'data.newCode',
      sibling: await siblingOf(unit, data.newCode, data.direction),
      data: {
        code: data.newCode, direction: data.direction, customerId: state.customerId, salesPartnerId: state.salesPartnerId, marketArea: state.marketArea,
        yearlyQuantityKwh: state.yearlyQuantityKwh, address: state.address, deliveryFrom: state.deliveryFrom, deliveryTo: state.deliveryTo, source: 'FORM', replaces: data.code,
      },
    };
    await unit.decide(meteringPointDecider, newStreamId, registered, tenantOf(state));
  });
}

const tenantOf = (state: MeteringPointState): { tenant?: string } => (state.status === 'none' ? {} : { tenant: state.salesPartnerId });

type SimpleChange = Exclude<MeteringPointCommand, { type: 'RegisterMeteringPoint' | 'ChangeMeteringPointAddress' | 'ReplaceMeter' }>;

/** A change of one stream: the decider holds its rules and who may send it. */
async function changeOne(deps: HandlerDeps, command: Omit<SimpleChange, 'by'>, context: CommandContext): Promise<CommandResult> {
  const streamId = meteringPointStream(command.data.code, command.data.direction);
  return runUnit(deps, context, { streamId }, async (unit) => {
    const state = await unit.state(meteringPointDecider, streamId);
    await unit.decide(meteringPointDecider, streamId, { ...command, by: actorOf(context.actor) } as SimpleChange, tenantOf(state));
  });
}

const roles = ['admin', 'salesPartner', 'customer'] as const;

export const meteringPointCommands: readonly CommandDefinition[] = [
  defineCommand('RegisterMeteringPoints', {
    summary: 'Registers metering points of one customer in one market area (a form, a CSV import, an offer request), all or nothing.',
    roles,
    run: (deps, data, context) => registerMeteringPoints(deps, data, context),
  }),
  defineCommand('ChangeMeteringPointAddress', {
    summary: "Changes a metering point's address from a date, in both directions of its code.",
    roles,
    run: (deps, data, context) => changeAddress(deps, data, context),
  }),
  defineCommand('ChangeYearlyQuantity', {
    summary: "Changes a metering point's yearly quantity from a date.",
    roles,
    run: (deps, data, context) => changeOne(deps, { type: 'ChangeYearlyQuantity', data }, context),
  }),
  defineCommand('ChangeDeliveryPeriod', {
    summary: "Changes a metering point's delivery period (open ends as null).",
    roles,
    run: (deps, data, context) => changeOne(deps, { type: 'ChangeDeliveryPeriod', data }, context),
  }),
  defineCommand('SetInterruption', {
    summary: "Sets a metering point's supply interruption; `to: null` clears it.",
    roles,
    run: (deps, data, context) => changeOne(deps, { type: 'SetInterruption', data }, context),
  }),
  defineCommand('ReplaceMeter', {
    summary: 'Meter change: the site is measured under a new code from a date.',
    roles,
    run: (deps, data, context) => replaceMeter(deps, data, context),
  }),
  defineCommand('RemoveMeteringPoint', {
    summary: 'Removes a metering point entered by mistake; its code may be registered again.',
    roles,
    run: (deps, data, context) => changeOne(deps, { type: 'RemoveMeteringPoint', data }, context),
  }),
];
