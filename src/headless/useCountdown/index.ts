export { COUNTDOWN_TICK_MS, useCountdown } from './useCountdown';
export type { UseCountdownOptions, UseCountdownResult } from './useCountdown';
export { countdownMilestone, countdownParts } from './countdownParts';
export type { CountdownParts } from './countdownParts';
