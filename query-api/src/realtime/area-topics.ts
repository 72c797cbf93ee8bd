import type { SocketTopic } from '../area.ts';
import { queryAreas } from '../areas.ts';

// The spec's names for topics of areas not built yet (strategies, issue 23's successors).
const comingTopics: Readonly<Record<string, SocketTopic>> = {
  PROCUREMENT_STRATEGY: { names: { admin: 'recalcProcStratTable', salesPartner: 'recalcProcStratTableSP', customer: 'recalcProcStratTableCU' } },
};

/** Every socket topic, from the areas' lists; two areas announcing one topic is a programming error. */
export const socketTopics: ReadonlyMap<string, SocketTopic> = collectTopics();

function collectTopics(): Map<string, SocketTopic> {
  const topics = new Map<string, SocketTopic>(Object.entries(comingTopics));
  for (const area of queryAreas) {
    for (const [topic, entry] of Object.entries(area.topics ?? {})) {
      if (topics.has(topic)) throw new Error(`socket topic ${topic} is registered twice (area ${area.name})`);
      topics.set(topic, entry);
    }
  }
  return topics;
}
