export { generateForecast, type Forecast, type ForecastInput, type ForecastYear } from './generate-forecast.ts';
export { completeLocalDays } from './local-days.ts';
export { forecastStates, holidayCalendar, holidaySubdivision, type ForecastRegion, type HolidayCalendar } from './holiday-regions.ts';
export { defaultSpecialEventOptions, type SpecialEvent, type SpecialEventOptions } from './special-events.ts';
// The rules live in `@portal/events/validation`: the rollout form, the command and the worker share them.
export { minHistoryDays, rolloutProblems, rolloutYears, type RolloutLimits, type RolloutProblem, type RolloutRequest, type RolloutRule } from '@portal/events/validation';
export { ForecastGenerator, type ForecastGeneratorOptions } from './forecast-generator.ts';
export { forecastReactor } from './forecast-reactor.ts';
export { forecastGeneratorName, forecastOutcomeCommandId, generateRequestedForecast, requestedForecast, type ForecastReads, type RequestedForecast } from './generate-requested.ts';
export { f64le, forecastSubject, historySeries, ForecastFailure } from './forecast-inputs.ts';
