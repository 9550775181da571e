// A fake exchange for the staking pages' tests and stories: the product list (DEC-28), the product (ST-API-09),
// the user's info (ST-API-05), the FAQ per coin (ST-API-12) and the APR trend (ST-API-01), answered over the
// recording fetch double so the screens run through the real client, transport and TanStack hooks.
import { createEarnClient } from '../../../api/client';
import type { StakingProductListItemDto } from '../../../api/dto/staking';
import { createFetchDouble, type DoubleAnswer } from '../../../api/fetchDouble.testing';
import {
  COIN_STAKING_FAQ,
  SAMPLE_STAKING_PRODUCTS,
  SHARED_STAKING_FAQ,
  stakingTrendLines,
} from '../../../testing/msw/fixtures';

// The samples are earnkit/testing's, so the MSW handlers a host uses serve what these tests see.
export { SAMPLE_NOW } from '../../../testing/msw/fixtures';

export interface StakingPagesBackendOptions {
  readonly products?: readonly StakingProductListItemDto[];
  /** The user's info: hold_amount, tier and is_crowd. Default 2 staked, tier 3, not crowd. */
  readonly userInfo?: { readonly hold_amount: string; readonly tier: number | null; readonly is_crowd: 0 | 1 };
  /** The first this many list and product calls fail with a business error; later ones answer. */
  readonly failFirst?: number;
  /** Every list and product call fails. */
  readonly fail?: boolean;
  /** No list or product call ever answers. */
  readonly hang?: boolean;
  /** The APR trend has no points. */
  readonly noTrend?: boolean;
  /** The user's info never answers. */
  readonly userInfoHangs?: boolean;
}

/** The paths only a logged-in user's screens may call (ST-ROLE-01). */
export const USER_ONLY_PATHS = [
  '/apiw/v2/earn/staking/coin-user-info',
  '/apiw/v2/earn/staking/balances',
  '/apiw/v2/earn/staking/balance',
  '/apiw/v2/earn/staking/user-loans',
  '/apiw/v2/earn/staking/coin-user-profit-records',
  '/apiw/v2/earn/staking/lock-balances',
] as const;

/** Answers the pages' calls from `options`; anything else gets code 0 with data null. */
function stakingPagesResponder({
  products = SAMPLE_STAKING_PRODUCTS,
  userInfo = { hold_amount: '2', tier: 3, is_crowd: 0 },
  failFirst = 0,
  fail = false,
  hang = false,
  noTrend = false,
  userInfoHangs = false,
}: StakingPagesBackendOptions = {}) {
  let publicCalls = 0;
  return (request: Request): DoubleAnswer => {
    const url = new URL(request.url);
    const path = url.pathname;
    const coin = url.searchParams.get('coin') ?? '';
    const isPublic = path.endsWith('/staking/products') || path.endsWith('/staking/product');
    if (isPublic) publicCalls += 1;
    if (isPublic && hang) return 'hang';
    if (isPublic && (fail || publicCalls <= failFirst)) return { code: -1, message: 'Service busy' };
    if (path.endsWith('/staking/products')) return { code: 0, data: products };
    const product = products.find((item) => item.coin === coin);
    if (path.endsWith('/staking/product'))
      return product ? { code: 0, data: product } : new Response('{"code":404}', { status: 404 });
    if (path.endsWith('/staking/coin-user-info')) return userInfoHangs ? 'hang' : { code: 0, data: userInfo };
    if (path.endsWith('/staking/coin-ask'))
      return { code: 0, data: [...SHARED_STAKING_FAQ, ...(COIN_STAKING_FAQ[coin] ?? [])] };
    if (path.endsWith('/staking/coin-lines'))
      return {
        code: 0,
        data: noTrend || !product ? [] : stakingTrendLines(product, Number(url.searchParams.get('limit') ?? '30')),
      };
    return { code: 0, data: null };
  };
}

/** An Earn client over a fetch double answering like `stakingPagesResponder(options)`. */
export function createStakingPagesClient(options: StakingPagesBackendOptions = {}) {
  const double = createFetchDouble(stakingPagesResponder(options));
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}
