import { counterEvents, counterView, type Counter } from '../testing/counter-view.ts';
import { recorded } from '../testing/recorded.ts';
import type { StoredDocument } from '../store/read-store.ts';
import { foldBatch, touchedDocuments, ViewError } from './fold-batch.ts';

const view = counterView();
const inc = (counter: string, by: number, position: number) => recorded(counterEvents.incremented, { counter, by, group: 'g' }, position);
const fold = (events: ReturnType<typeof inc>[], stored = new Map<string, StoredDocument>()) => foldBatch(view, touchedDocuments(view, events).touches, stored);

describe('foldBatch', () => {
  it('folds every event onto its document in log order and writes each document once', () => {
    const result = fold([inc('a', 1, 1), inc('b', 2, 2), inc('a', 3, 3)]);
    expect(result.upserts).toEqual([
      { id: 'a', doc: expect.objectContaining({ count: 2, sum: 4, applied: ['1', '3'] }) },
      { id: 'b', doc: expect.objectContaining({ count: 1, sum: 2, applied: ['2'] }) },
    ]);
    expect(result.deletes).toEqual([]);
    expect(result.changed.map((c) => [c.id, c.events.map((e) => Number(e.globalPosition))])).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });

  it('starts from the stored document', () => {
    const stored = new Map<string, StoredDocument>([['a', { doc: { id: 'a', group: 'g', count: 5, sum: 50, applied: [], lastAt: '' } satisfies Counter }]]);
    expect(fold([inc('a', 1, 9)], stored).upserts[0]?.doc).toMatchObject({ count: 6, sum: 51 });
  });

  it('deletes a stored document whose evolve returns null, and writes nothing for one created and removed in the batch', () => {
    const stored = new Map<string, StoredDocument>([['a', { doc: { id: 'a', group: 'g', count: 1, sum: 1, applied: [], lastAt: '' } }]]);
    const result = fold([recorded(counterEvents.removed, { counter: 'a' }, 4), inc('b', 1, 5), recorded(counterEvents.removed, { counter: 'b' }, 6)], stored);
    expect(result.deletes).toEqual(['a']);
    expect(result.upserts).toEqual([]);
    expect(result.changed.map((c) => c.id)).toEqual(['a']);
  });

  it('skips events a document already holds (a replay after a non-atomic write)', () => {
    const stored = new Map<string, StoredDocument>([
      ['a', { doc: { id: 'a', group: 'g', count: 2, sum: 2, applied: ['1', '2'], lastAt: '' }, appliedThrough: { commit: 2n, position: 2n } }],
    ]);
    const result = fold([inc('a', 1, 1), inc('a', 1, 2), inc('a', 1, 3)], stored);
    expect(result.upserts[0]?.doc).toMatchObject({ count: 3, applied: ['1', '2', '3'] });
    expect(fold([inc('a', 1, 2)], stored).upserts).toEqual([]);
  });

  it('names the failing event when evolve throws', () => {
    const failing = counterView('boom', {
      evolve: (doc, e) => {
        if ((e.data as { by: number }).by === 13) throw new Error('unlucky');
        return doc;
      },
    });
    const events = [inc('a', 1, 1), inc('a', 13, 7)];
    expect(() => foldBatch(failing, touchedDocuments(failing, events).touches, new Map())).toThrow(ViewError);
    try {
      foldBatch(failing, touchedDocuments(failing, events).touches, new Map());
    } catch (error) {
      expect((error as ViewError).failure).toEqual({ checkpoint: '7/7', globalPosition: '7', eventType: counterEvents.incremented, message: 'unlucky' });
    }
  });
});
