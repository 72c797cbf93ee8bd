import { rowTopics, tagOfMessage } from '@portal/events/read-contracts';
import { socketTopics } from './area-topics.ts';
import { isRowTopic } from './row-readers.ts';

// The areas name the messages the relay sends; the browser refreshes by the contracts' list of
// those names. A name one side lacks would reach pages that then refresh nothing.
describe('socket message names and the browser cache tags', () => {
  const announced = [...socketTopics].flatMap(([topic, entry]) => Object.values(entry.names).map((name) => [topic, name] as const));

  it.each(announced)('the %s message %s refreshes its topic’s tag', (topic, name) => {
    expect(tagOfMessage(name)).toBe(topic);
  });

  it('every topic whose messages carry a row is a row topic of the contracts', () => {
    const carryingRows = [...socketTopics.keys()].filter(isRowTopic);
    expect(carryingRows.length).toBeGreaterThan(0);
    for (const topic of carryingRows) expect(rowTopics).toContain(topic);
  });
});
