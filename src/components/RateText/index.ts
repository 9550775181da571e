export { RateText } from './RateText';
export type { RateTextProps, RateTextSize, RateTextTone } from './RateText';
export { rateTextSizeNames, rateTextToneNames } from './RateText.css';
