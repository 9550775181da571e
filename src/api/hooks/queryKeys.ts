/**
 * Query keys of the data hooks, grouped by what a mutation changes rather than by area: a subscribe
 * invalidates `holdings`, `balances`, `products` and `history` wherever those came from. Every key
 * starts with 'earn', so `earnQueryKeys.all` clears the library's cache without touching the host's.
 */
const root = ['earn'] as const;
const group = <Name extends string>(name: Name) => [...root, name] as const;

/** The key factory. Params objects are part of the key, so each filter or page is cached on its own. */
export const earnQueryKeys = {
  all: root,
  balances: () => group('balances'),
  outable: (assets: readonly string[]) => [...group('balances'), 'outable', [...assets].sort()] as const,
  lentAvailable: (asset: string) => [...group('balances'), 'lentAvailable', asset] as const,
  stakingBalance: (coin: string) => [...group('balances'), 'stakingBalance', coin] as const,
  account: () => group('account'),
  accountMode: () => [...group('account'), 'mode'] as const,
  compliance: () => [...group('account'), 'compliance'] as const,
  borrowCoinSettings: (coin: string) => [...group('account'), 'borrowCoinSettings', coin] as const,
  market: () => group('market'),
  coinPrices: (coins: readonly string[]) => [...group('market'), 'prices', [...coins].sort()] as const,
  products: () => group('products'),
  product: (kind: string, params: object) => [...group('products'), kind, params] as const,
  holdings: () => group('holdings'),
  holding: (kind: string, params: object) => [...group('holdings'), kind, params] as const,
  history: () => group('history'),
  historyList: (kind: string, params: object) => [...group('history'), kind, params] as const,
  launchpool: () => group('launchpool'),
  launchpoolProjects: () => [...group('launchpool'), 'projects'] as const,
  launchpoolRecords: (query: object) => [...group('launchpool'), 'records', query] as const,
  projectInfo: (projectId: number | string) => [...group('launchpool'), 'projectInfo', projectId] as const,
  launchpoolUserStat: () => [...group('launchpool'), 'userStat'] as const,
  userLoanProperty: () => [...group('launchpool'), 'userLoanProperty'] as const,
  userProjectStatistics: (pid: number | string) => [...group('launchpool'), 'userProjectStatistics', pid] as const,
  notifications: () => [...group('launchpool'), 'notifications'] as const,
  candyDropPromotion: (coin: string) => [...group('launchpool'), 'candyDropPromotion', coin] as const,
  referralInfo: () => [...group('launchpool'), 'referralInfo'] as const,
  earnMore: (coin: string, type: number) => [...group('launchpool'), 'earnMore', coin, type] as const,
  autoEarn: () => group('autoEarn'),
  autoEarnStatus: (assets: readonly string[]) => [...group('autoEarn'), 'status', [...assets].sort()] as const,
  autoEarnMarketList: (params: object) => [...group('autoEarn'), 'marketList', params] as const,
  charts: () => group('charts'),
  chart: (kind: string, params: object) => [...group('charts'), kind, params] as const,
  wealth: () => group('wealth'),
  wealthOrder: (kind: string, params: object) => [...group('wealth'), kind, params] as const,
  dualEarn: (kind: string, params: object) => [...group('dualEarn'), kind, params] as const,
} as const;
