import { commandAreas } from '../areas.ts';
import { mergeFold, type AuditFold } from './audit-fold.ts';

/**
 * Stream category -> the decider that owns its streams: the audit folds a stream with its own
 * aggregate's `evolve`, so the history shows the state the command side decides on. Each area
 * names its categories (`auditFolds` of its `CommandArea`); until one does, a category's streams
 * fold with `mergeFold` (ADR 26).
 */
const byCategory: Readonly<Record<string, AuditFold>> = collectFolds();

function collectFolds(): Record<string, AuditFold> {
  const folds: Record<string, AuditFold> = {};
  for (const area of commandAreas) {
    for (const [category, fold] of Object.entries(area.auditFolds ?? {})) {
      if (Object.hasOwn(folds, category)) throw new Error(`audit category ${category} is named twice (area ${area.name})`);
      folds[category] = fold;
    }
  }
  return folds;
}

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
