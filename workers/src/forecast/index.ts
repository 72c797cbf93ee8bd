export { generateForecast, minHistoryDays, type Forecast, type ForecastInput, type ForecastYear } from './generate-forecast.ts';
export { compactSeries, completeLocalDays, type CompactSeries } from './local-days.ts';
export { forecastStates, holidayCalendar, holidaySubdivision, type ForecastRegion, type HolidayCalendar } from './holiday-regions.ts';
export { defaultSpecialEventOptions, type SpecialEvent, type SpecialEventOptions } from './special-events.ts';
export { rolloutProblems, rolloutYears, type RolloutLimits, type RolloutProblem, type RolloutRequest, type RolloutRule } from './rollout-rules.ts';
