'use client';
/**
 * The staking detail page (`/staking/{coin}?pid=`, ST-ROUTE-01, DEC-28): the coin and its kind, the APR with the
 * base rate and the time-limited extra bonus (ST-PROD-03, ST-EXTRA), the minimum stake and reward coins, a DeFi
 * product's protocols, the APR trend modal (ST-CHART), the VIP discount tiers (ST-VIP-02..04), the intro with its
 * FAQ (ST-MODAL-03), the fund and document links (ST-LINK-01..06), and Stake and Redeem handed to the host's flows.
 * Only for a logged-in user does it ask for the user's info (ST-API-05); a guest's Stake or Redeem sends them to log
 * in (ST-ROLE-01).
 */
import { useId, useState } from 'react';
import { useStakingProduct, useStakingUserInfo } from '../../../api/hooks/staking';
import { Button } from '../../../components/Button';
import { CoinStack } from '../../../components/CoinStack';
import { ErrorState } from '../../../components/ErrorState';
import { Inline, Stack } from '../../../components/layout';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { lazyDialog } from '../../../components/LazyDialog';
import { RateText } from '../../../components/RateText';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tag } from '../../../components/Tag';
import { useClock, useEarn, useTranslate } from '../../../context';
import { toDecimal } from '../../../domain/decimal';
import { totalEstimatedApr } from '../../../domain/staking/extraInterest';
import { rewardCoins } from '../../../domain/staking/product';
import { isVipDiscountPanelShown } from '../../../domain/staking/vip';
import type { MessageOverrides } from '../../../i18n/resolve';
import { focusRing } from '../../../theme';
import { CoinCell } from '../../shared/CoinCell';
import * as layout from '../../shared/flowLayout.css';
import { useLoginGate } from '../../shared/useLoginGate';
import { defaultMessages } from './defaultMessages';
import { DefiProtocols } from './DefiProtocols';
import { ExtraBonusText, RedemptionPeriod } from './ProductTerms';
import { followLink } from './followLink';
import { KIND_LABELS, NO_PROTOCOL, productFacts } from './productFacts';
import { StakingIntro } from './StakingIntro';
import { StakingLinks, type StakingFundPaths } from './StakingLinks';
import { VipDiscountTiers } from './VipDiscountTiers';
import * as styles from './stakingPages.css';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

// The APR trend (its Modal and the chart) loads when first opened, or on hover or focus of its button.
const StakingAprTrendDialog = /* @__PURE__ */ lazyDialog(() =>
  import('./StakingAprTrendDialog').then((module) => module.StakingAprTrendDialog),
);

export interface StakingDetailProps {
  /** The product's coin (the route's `{coin}`). */
  coin: string;
  /** The DeFi protocol the page was opened on (the route's `?pid=`); absent or -1 for none. */
  pid?: number | null;
  /**
   * A logged-in user asks to stake (or mint) `coin`, on protocol `pid` (-1: no protocol; for DeFi the one chosen,
   * else the highest rate's, ST-DEFI-01): open the stake flow. A guest is sent to log in instead.
   */
  onStake?: (coin: string, pid: number) => void;
  /** A logged-in user asks to redeem from `coin` (and `pid` as for Stake): open the redeem flow. */
  onRedeem?: (coin: string, pid: number) => void;
  /** Where 'All staking products' goes. Default '/staking' (DEC-28). */
  backHref?: string;
  /** The exchange's fund pages (ST-LINK-01..05), if the host's differ from the spec's. */
  fundPaths?: Partial<StakingFundPaths>;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

const noop = () => undefined;

/** The staking detail page, wired to the product (ST-API-09) and, for a logged-in user, the user's info (ST-API-05). */
export function StakingDetail({
  coin,
  pid,
  onStake = noop,
  onRedeem = noop,
  backHref = '/staking',
  fundPaths,
  messages,
}: StakingDetailProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user, navigate } = useEarn();
  const clock = useClock();
  const loggedIn = user.kind === 'user';
  const requireLogin = useLoginGate();
  const titleId = useId();
  const [trendOpen, setTrendOpen] = useState(false);
  const product = useStakingProduct({ coin });
  const chosenPid = pid ?? NO_PROTOCOL;
  const userInfo = useStakingUserInfo(
    { coin, ...(chosenPid === NO_PROTOCOL ? {} : { pid: chosenPid }) },
    { enabled: loggedIn },
  );

  const back = (
    <a href={backHref} className={`${layout.inlineAction} ${focusRing}`} onClick={followLink(navigate, backHref)}>
      {t('stakingPages.detail.back')}
    </a>
  );
  // A logged-in user's figures (their stake, their VIP tier) are waited for with the product: shown after it,
  // they would push the rest of the page down under the visitor (a layout shift).
  if (product.isPending || (loggedIn && userInfo.isPending))
    return (
      <Stack as="section" space="lg" className={styles.screen} data-slot="staking-detail">
        {back}
        <SkeletonGroup label={t('stakingPages.detail.loading')}>
          <Skeleton shape="text" />
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </SkeletonGroup>
      </Stack>
    );
  if (product.isError)
    return (
      <Stack as="section" space="lg" className={styles.screen} data-slot="staking-detail">
        {back}
        <ErrorState
          message={product.error.status === 404 ? t('stakingPages.detail.notFound') : undefined}
          onRetry={() => void product.refetch()}
          retrying={product.isFetching}
          messages={messages}
        />
      </Stack>
    );

  const data = product.data;
  const facts = productFacts(coin, data);
  const isDefi = facts.kind === 'defi';
  // A DeFi stake goes to the protocol the page was opened on if it is offered, else the highest rate's.
  const stakePid = isDefi && data.defi.some((protocol) => protocol.pid === chosenPid) ? chosenPid : facts.defaultPid;
  const info = userInfo.data;
  const held = info ? toDecimal(info.holdAmount).gt(0) : false;
  const stake = (protocolPid: number) => {
    if (requireLogin()) onStake(coin, protocolPid);
  };
  const vipShown =
    loggedIn &&
    info !== undefined &&
    isVipDiscountPanelShown({ vipConfig: data.vipConfig, tier: info.tier, isCrowd: info.isCrowd });
  return (
    <Stack as="section" space="lg" className={styles.screen} data-slot="staking-detail" aria-labelledby={titleId}>
      {back}
      <Inline space="md" align="between">
        <h2 id={titleId} className={styles.heading}>
          <CoinCell coin={coin} />
        </h2>
        <span className={styles.tags}>
          <Tag kind="info">{t(KIND_LABELS[facts.kind])}</Tag>
          {data.vipConfig ? <Tag kind="vip" /> : null}
        </span>
      </Inline>
      <Stack as="section" space="sm" aria-label={t('stakingPages.detail.rates')}>
        <InfoList>
          <InfoRow label={t('stakingPages.figure.apr')}>
            <RateText
              // The product's rate (what it pays, and what the list and the stake dialog show) plus a running bonus.
              rate={isDefi ? facts.apr : totalEstimatedApr(data.rate, data.extraInterest, clock())}
              basis={isDefi ? RATE_BASIS.stakingDefi : RATE_BASIS.staking}
              upTo={facts.aprUpTo}
              size="sm"
            />
          </InfoRow>
          {isDefi ? null : (
            <InfoRow label={t('stakingPages.figure.baseApr')}>
              <RateText rate={data.baseRate} basis={RATE_BASIS.staking} size="sm" />
            </InfoRow>
          )}
          {data.extraInterest ? (
            <InfoRow label={t('stakingPages.extra.label')}>
              <ExtraBonusText extra={data.extraInterest} t={t} />
            </InfoRow>
          ) : null}
          {facts.kind === 'debt' ? (
            <InfoRow label={t('stakingPages.figure.minting')}>
              <bdi>{t('stakingPages.figure.mint', { mortgage: facts.stakeCoin, coin })}</bdi>
            </InfoRow>
          ) : null}
          <InfoRow label={t('stakingPages.figure.minimum')} amount={facts.minimum} coin={facts.stakeCoin} />
          {isDefi ? null : (
            <InfoRow label={t('stakingPages.figure.rewardCoins')}>
              <CoinStack coins={rewardCoins(data)} />
            </InfoRow>
          )}
          {isDefi ? null : (
            <InfoRow label={t('stakingPages.figure.redemption')}>
              <RedemptionPeriod incomeDays={data.incomeDays} extra={data.extra} t={t} />
            </InfoRow>
          )}
          {info ? <InfoRow label={t('stakingPages.figure.myStake')} amount={info.holdAmount} coin={coin} /> : null}
        </InfoList>
        <Inline space="sm" collapseOnMobile>
          <Button
            variant="ghost"
            onClick={() => setTrendOpen(true)}
            onPointerEnter={StakingAprTrendDialog.preload}
            onFocus={StakingAprTrendDialog.preload}
          >
            {t('stakingPages.detail.aprTrend')}
          </Button>
        </Inline>
      </Stack>
      <Inline space="sm" collapseOnMobile>
        <Button onClick={() => stake(stakePid)}>
          {t(facts.kind === 'debt' ? 'stakingPages.action.mint' : 'stakingPages.action.stake')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            if (requireLogin()) onRedeem(coin, stakePid);
          }}
          // A logged-in user with nothing staked has nothing to redeem; a guest is sent to log in.
          disabled={loggedIn && info !== undefined && !held}
          disabledReason={t('stakingPages.action.nothingStaked', { coin })}
        >
          {t('stakingPages.action.redeem')}
        </Button>
      </Inline>
      {isDefi ? (
        <DefiProtocols
          coin={coin}
          protocols={data.defi}
          pid={chosenPid}
          t={t}
          onStake={(protocolPid) => stake(protocolPid)}
        />
      ) : null}
      {vipShown && data.vipConfig && info?.tier != null ? (
        <VipDiscountTiers vipConfig={data.vipConfig} tier={info.tier} t={t} />
      ) : null}
      <StakingIntro coin={coin} pid={stakePid} product={data} facts={facts} t={t} messages={messages} />
      <StakingLinks coin={coin} product={data} paths={fundPaths} t={t} />
      <StakingAprTrendDialog
        coin={coin}
        pid={isDefi ? stakePid : NO_PROTOCOL}
        open={trendOpen}
        onOpenChange={setTrendOpen}
        messages={messages}
      />
    </Stack>
  );
}
