export { RateText } from './RateText';
export type { RateTextProps, RateTextSize, RateTextTone } from './RateText';
export { rateTextSizeNames, rateTextToneNames } from './RateText.css';
// A host drawing a rate needs its label (P-47): the product families' labels and their types.
export { RATE_BASIS } from '../../domain/shared/rateBasis';
export type {
  OtherRateBasis,
  RateBasis,
  RateBasisName,
  RateCertainty,
  RateCompounding,
  RateFee,
  RateMeasure,
  YieldBasis,
} from '../../domain/shared/rateBasis';
