export { CoinStack } from './CoinStack';
export type { CoinStackProps, StackedCoin } from './CoinStack';
