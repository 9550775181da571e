'use client';
/**
 * The columns of the staking list (DEC-28), declared once for the desktop table and the phone cards, after the
 * Simple Earn rows (P-42): the coin (a link to its page) with its tags, the APR as the emphasised figure, the minimum
 * stake, what it pays in, and one Stake (Mint for a mint product).
 */
import { Button } from '../../../components/Button';
import { CoinStack } from '../../../components/CoinStack';
import { Box } from '../../../components/layout';
import type { ListColumn } from '../../../components/DataTable';
import { RateText } from '../../../components/RateText';
import { Tag } from '../../../components/Tag';
import type { EarnFormat } from '../../../context/useFormat';
import type { Translate } from '../../../context';
import { isExtraInterestActive } from '../../../domain/staking/extraInterest';
import type { StakingProductListItem } from '../../../domain/staking/product.types';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import type { MessageOverrides } from '../../../i18n/resolve';
import { focusRing, visuallyHidden } from '../../../theme';
import { CoinCell } from '../../shared/CoinCell';
import { followLink } from './followLink';
import { KIND_LABELS, productFacts } from './productFacts';
import { productRewardCoins } from './stakingProductList';
import * as styles from './stakingPages.css';

/** What the cells need besides the product. */
export interface StakingCellContext {
  readonly t: Translate;
  readonly format: EarnFormat;
  readonly now: number;
  readonly navigate: (href: string) => void;
  readonly getProductHref: (coin: string) => string;
  /** The row's Stake (or Mint), on the protocol a Stake without a choice goes to (ST-DEFI-01), or -1. */
  readonly onStake: (coin: string, pid: number) => void;
  readonly messages?: MessageOverrides;
}

/** The coin, a link to its page (ST-ROUTE-01), and its tags: kind, VIP (ST-VIP-05), a running bonus (ST-EXTRA-04). */
function CoinAndTags({
  product,
  context,
}: {
  readonly product: StakingProductListItem;
  readonly context: StakingCellContext;
}) {
  const { t } = context;
  const href = context.getProductHref(product.coin);
  return (
    <span className={styles.coinAndTags}>
      <a href={href} onClick={followLink(context.navigate, href)} className={`${styles.titleLink} ${focusRing}`}>
        <CoinCell coin={product.coin} />
      </a>
      <span className={styles.tags}>
        <Tag kind="info">{t(KIND_LABELS[productFacts(product.coin, product).kind])}</Tag>
        {product.vipConfig ? <Tag kind="vip" /> : null}
        {isExtraInterestActive(product.extraInterest, context.now) ? (
          <Tag kind="positive">{t('stakingPages.extra.label')}</Tag>
        ) : null}
      </span>
    </span>
  );
}

/** The columns of the staking list for `context`. */
export function stakingProductColumns(context: StakingCellContext): readonly ListColumn<StakingProductListItem>[] {
  const { t, format, messages } = context;
  return [
    {
      id: 'coin',
      header: t('stakingPages.column.coin'),
      card: 'title',
      cell: (product) => <CoinAndTags product={product} context={context} />,
    },
    {
      id: 'apr',
      header: t('stakingPages.figure.apr'),
      card: 'title',
      cell: (product) => {
        const facts = productFacts(product.coin, product);
        return (
          <span className={styles.apr} data-slot="apr">
            <RateText
              rate={facts.apr}
              // A DeFi protocol's rate is before its reward fee (P-47).
              basis={facts.kind === 'defi' ? RATE_BASIS.stakingDefi : RATE_BASIS.staking}
              compact
              upTo={facts.aprUpTo}
              tone="up"
              messages={messages}
            />
          </span>
        );
      },
    },
    {
      id: 'minimum',
      header: t('stakingPages.figure.minimum'),
      numeric: true,
      cell: (product) => {
        const facts = productFacts(product.coin, product);
        return `${format.amount(facts.minimum)} ${facts.stakeCoin}`;
      },
    },
    {
      id: 'rewards',
      header: t('stakingPages.figure.rewardCoins'),
      cell: (product) => {
        const facts = productFacts(product.coin, product);
        // A mint product pays nothing to stake: what it gives for the stake is the coin it mints.
        return facts.kind === 'debt' ? (
          <bdi>{t('stakingPages.figure.mint', { mortgage: facts.stakeCoin, coin: product.coin })}</bdi>
        ) : (
          <CoinStack coins={productRewardCoins(product)} />
        );
      },
    },
    {
      id: 'action',
      header: <span className={visuallyHidden}>{t('stakingPages.column.action')}</span>,
      align: 'end',
      card: 'full',
      cell: (product) => {
        const facts = productFacts(product.coin, product);
        const mint = facts.kind === 'debt';
        return (
          // At the end of a table row; a column on a phone's card, so the button spans the card (a thumb's target).
          <Box as="span" display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} justifyContent="flex-end">
            <Button
              size="sm"
              aria-label={t(mint ? 'stakingPages.action.mintName' : 'stakingPages.action.stakeName', {
                coin: product.coin,
              })}
              onClick={() => context.onStake(product.coin, facts.defaultPid)}
            >
              {t(mint ? 'stakingPages.action.mint' : 'stakingPages.action.stake')}
            </Button>
          </Box>
        );
      },
    },
  ];
}
