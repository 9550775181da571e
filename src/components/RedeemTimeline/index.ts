export { RedeemTimeline } from './RedeemTimeline';
export type { RedeemTimelineBaseProps, RedeemTimelineOrientation, RedeemTimelineProps } from './RedeemTimeline';
export { redeemTimelineOrientationNames } from './RedeemTimeline.css';
export { redeemTimelineVariantNames } from './timelineSteps';
export type { RedeemTimelineSchedule, RedeemTimelineVariant } from './timelineSteps';
