export { CoinIcon, coinIconTone } from './CoinIcon';
export type { CoinIconProps, CoinIconSize, CoinIconTone } from './CoinIcon';
export { coinIconSizeNames, coinIconToneNames } from './CoinIcon.css';
