'use client';
/**
 * A rate-based token's rewards on its position card (issue 17, P-54): its balance never moves and the exchange pays
 * it no reward records, so what it earned is the domain's ledger over the tokens held (coin-user-info, ST-API-05) and
 * the daily `exchange_rate_reverse` of its trend line (ST-API-01), the same 100 points My earn reads, so both screens
 * show the same yesterday and all-time figures. Amounts are in the coin a token is worth (the mortgage coin).
 */
import { useStakingCoinLines, useStakingUserInfo } from '../../../api/hooks/staking';
import { InfoRow } from '../../../components/InfoRow';
import { Skeleton } from '../../../components/Skeleton';
import { useClock, type Translate } from '../../../context';
import { DAY_MS, startOfUtcDay } from '../../../domain/shared/constants';
import type { StakingProduct } from '../../../domain/staking';
import { RATE_LEDGER_POINTS, rateLedgerEarnings, rateRewardLedger } from '../../../domain/staking/rateLedger';
import type { MessageOverrides } from '../../../i18n/resolve';

export function RateTokenRewards({
  coin,
  product,
  t,
  messages,
}: {
  /** The token (the product's coin). */
  readonly coin: string;
  readonly product: StakingProduct;
  readonly t: Translate;
  readonly messages: MessageOverrides | undefined;
}) {
  const clock = useClock();
  const info = useStakingUserInfo({ coin });
  const lines = useStakingCoinLines({ coin, page: 1, limit: RATE_LEDGER_POINTS });
  const worthCoin = product.mortgageCoin || coin;
  // My earn's yesterday: the UTC day before the clock's, as the ledger's days are UTC days.
  const yesterday = new Date(startOfUtcDay(clock()) - DAY_MS).toISOString().slice(0, 10);
  const ledger = info.data && lines.data ? rateRewardLedger(info.data.holdAmount, lines.data) : null;
  const earnings = ledger ? rateLedgerEarnings(ledger, yesterday) : null;
  const failed = info.isError || lines.isError;
  const row = (label: string, amount: string | undefined) =>
    failed ? (
      <InfoRow label={label}>--</InfoRow>
    ) : amount === undefined ? (
      <InfoRow label={label}>
        <Skeleton shape="text" />
      </InfoRow>
    ) : (
      <InfoRow label={label} amount={amount} coin={worthCoin} messages={messages} />
    );
  return (
    <>
      {row(t('stakingHoldings.token.worth', { token: coin }), ledger ? (ledger.at(-1)?.rate ?? '1') : undefined)}
      {row(t('stakingHoldings.token.yesterday'), earnings?.yesterday)}
      {row(t('stakingHoldings.token.allTime'), earnings?.allTime)}
    </>
  );
}
