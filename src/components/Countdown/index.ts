export { Countdown } from './Countdown';
export type { CountdownProps, CountdownVariant } from './Countdown';
export { countdownVariantNames } from './Countdown.css';
