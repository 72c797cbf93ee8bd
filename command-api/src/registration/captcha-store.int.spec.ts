import { portalCatalog } from '@portal/events';
import { type SqlEventStore } from '@portal/platform';
import { createCaptchaStore } from './captcha-store.ts';
import { testEventStore } from '@portal/platform/testing';

const now = new Date('2026-05-04T10:00:00Z');
const known = () => ({ text: 'Xy7K', data: '<svg>Xy7K</svg>' });

describe('captcha store', () => {
  let eventStore: SqlEventStore;
  beforeAll(async () => {
    eventStore = await testEventStore({ catalog: portalCatalog() });
  });
  afterAll(() => eventStore.close());

  it('takes the answer of its image once, in any case', async () => {
    const store = await createCaptchaStore(eventStore.sql, known, undefined);
    const { captchaId } = await store.issue(now);
    expect(await store.answer(captchaId, ' xY7k ', now)).toBe('right');
    expect(await store.answer(captchaId, 'Xy7K', now)).toBe('expired');
    expect(await store.answer((await store.issue(now)).captchaId, 'TEST', now)).toBe('wrong');
  });

  it('also takes the test answer when one is configured (browser tests), still once and within its time', async () => {
    const store = await createCaptchaStore(eventStore.sql, known, 'TEST');
    const { captchaId } = await store.issue(now);
    expect(await store.answer(captchaId, 'test', now)).toBe('right');
    expect(await store.answer(captchaId, 'TEST', now)).toBe('expired');
    const late = await store.issue(now);
    expect(await store.answer(late.captchaId, 'TEST', new Date(now.getTime() + 11 * 60_000))).toBe('expired');
  });

  it('keeps at most its bound of open captchas: a flood pushes out the oldest, the newest stay answerable', async () => {
    const store = await createCaptchaStore(eventStore.sql, known, undefined, 3);
    const issued: string[] = [];
    for (let i = 0; i < 5; i++) issued.push((await store.issue(new Date(now.getTime() + i * 1000))).captchaId);
    const { rows } = await eventStore.sql.query<{ open: number }>('SELECT count(*)::int AS open FROM registration_captchas');
    expect(rows[0]?.open).toBe(3);
    const later = new Date(now.getTime() + 5000);
    expect(await Promise.all(issued.map((id) => store.answer(id, 'Xy7K', later)))).toEqual(['expired', 'expired', 'right', 'right', 'right']);
  });
});
