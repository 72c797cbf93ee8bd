import { eventsFrom, projectView } from '../testing/project-view.ts';
import { profileStatusOf, profileStatusView } from './profile-status-view.ts';

const code = 'CH1012340800100000000000000000001';
const key = { code, direction: 'CONS' } as const;
const id = `${code}-CONS`;
const hash = 'a'.repeat(64);
const forecastId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a0000f1';
const otherId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a0000f2';
const at = eventsFrom(0);

const period = (from: string, to: string) => ({ from, to, timeZone: 'Europe/Zurich', resolution: 15 });
const uploaded = (from: string, to: string, kwh: string) =>
  at('LoadProfileUploaded', { ...key, period: period(from, to), file: { hash, format: 'csv', column: 'CONS' }, summary: { kwh, maxKw: '12.5' } });
const requested = (fid: string) => at('LongTermForecastRequested', { ...key, forecastId: fid, years: [2027, 2028] });
const hint = { day: '2025-12-24', kwh: '10.000', expectedKwh: '300.000', deviationPercent: '-96.67' };
const generatedNow = () => at('LongTermForecastGenerated', {
  ...key, forecastId, years: [2027, 2028], period: period('2027-01-01', '2028-12-31'), file: { hash, format: 'f64le', column: 'CONS' }, basedOn: hash,
  yearly: [{ year: 2027, kwh: '120000.000' }, { year: 2028, kwh: '120000.000' }], hints: [hint],
});

describe('profileStatus view', () => {
  it('holds the latest upload as the history, each event applied twice changing nothing', () => {
    const events = [uploaded('2025-01-01', '2025-12-31', '100.000'), uploaded('2026-01-01', '2026-03-31', '25.000')];
    const docs = projectView(profileStatusView, events, true);
    expect(docs).toEqual(projectView(profileStatusView, events));
    expect(profileStatusOf(docs.get(id) ?? null, code, 'CONS')).toEqual({
      ...key, history: { from: '2026-01-01', to: '2026-03-31', kwh: '25.000', maxKw: '12.5', uploadedAt: events[1]?.metadata.occurredAt }, forecasts: [],
    });
  });

  it('follows a forecast from REQUESTED to GENERATED (with yearly sums and hints) to ACCEPTED; another one FAILED; duplicates change nothing', () => {
    const first = [requested(forecastId), requested(otherId)];
    const generated = generatedNow();
    const events = [...first, generated, at('LongTermForecastFailed', { ...key, forecastId: otherId, reason: 'history shorter than 365 days' })];
    const docs = projectView(profileStatusView, events, true);
    expect(docs.get(id)?.forecasts).toEqual([
      { forecastId, status: 'GENERATED', years: [2027, 2028], yearly: [{ year: 2027, kwh: '120000.000' }, { year: 2028, kwh: '120000.000' }], hints: [hint], reason: null, updatedAt: generated.metadata.occurredAt },
      expect.objectContaining({ forecastId: otherId, status: 'FAILED', reason: 'history shorter than 365 days', years: [2027, 2028] }),
    ]);
    const accepted = projectView(profileStatusView, [...events, at('LongTermForecastAccepted', { ...key, forecastId })], true);
    expect(accepted.get(id)?.forecasts[0]).toMatchObject({ status: 'ACCEPTED', yearly: [{ year: 2027 }, { year: 2028 }] });
  });

  it('marks a replaced forecast REPLACED, its hints gone', () => {
    const request = requested(forecastId);
    const generated = generatedNow();
    const replaced = at('LongTermForecastReplaced', { ...key, forecastId, period: period('2027-01-01', '2027-12-31'), file: { hash, format: 'csv', column: 'CONS' }, summary: { kwh: '1.000', maxKw: '1' } });
    const docs = projectView(profileStatusView, [request, generated, replaced], true);
    expect(docs.get(id)?.forecasts).toEqual([expect.objectContaining({ forecastId, status: 'REPLACED', hints: [] })]);
  });

  it('answers an empty status for a point with nothing uploaded', () => {
    expect(profileStatusOf(null, code, 'PROD')).toEqual({ code, direction: 'PROD', history: null, forecasts: [] });
  });
});
