import type { SocketRole } from '../area.ts';
import { socketTopics } from './area-topics.ts';

/**
 * The socket message a client receives for a bus topic (spec section 7), as the topic's area
 * names it: the offer and strategy tables have one message per role, so each role's UI
 * invalidates only its own table.
 */
export function messageNameFor(topic: string, role: SocketRole): string | null {
  // The auditor reads through the audit routes alone (docs/adr/0025-auditors.md): no business
  // notification reaches his pages, not even a platform-wide hint; logouts are sent before this.
  if (role === 'auditor') return null;
  const names = socketTopics.get(topic)?.names;
  return names?.[role] ?? names?.any ?? null;
}
