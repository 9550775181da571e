'use client';
/** The cells of a coin on the Simple Earn home: its flexible offer and its fixed terms (SE-ROUTE-01). */
import { useState } from 'react';
import { Button } from '../../components/Button';
import type { LadderAprModalProps } from '../../components/LadderAprModal';
import { lazyDialog } from '../../components/LazyDialog';
import { RateText } from '../../components/RateText';
import { Tag } from '../../components/Tag';
import { FixedProductType } from '../../domain/simpleEarn/constants';
import type { FixedProduct } from '../../domain/simpleEarn/models';
import { isSoldOut } from '../../domain/simpleEarn/saleStatus';
import {
  isVipProduct,
  vipAccessMessage,
  vipUpgradePath,
  type VipAccessMessage,
} from '../../domain/simpleEarn/vipAccess';
import { focusRing } from '../../theme';
import { DeferredCoinBonusRules } from '../shared/DeferredCoinBonusRules';
import type { ProductCellContext } from './productContext';
import type { ProductRow } from './productRows';
import * as styles from './products.css';
import * as layout from '../shared/flowLayout.css';

// The bonus-tiers modal loads when a badge is first pressed (or hovered, or focused), not with the list.
const LadderAprModal = lazyDialog(() =>
  import('../../components/LadderAprModal').then((module) => module.LadderAprModal),
);

/** The 'bonus tiers' badge of an offer and the ladder modal it opens. */
function LadderBadge({
  label,
  context,
  ...modal
}: Pick<LadderAprModalProps, 'tiers' | 'coin' | 'bonusCoin'> & {
  readonly label: string;
  readonly context: ProductCellContext;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${styles.ladderBadge} ${focusRing}`}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={LadderAprModal.preload}
        onFocus={LadderAprModal.preload}
      >
        {context.t('simpleEarnHome.ladder.open')}
      </button>
      <LadderAprModal {...modal} open={open} onOpenChange={setOpen} messages={context.messages} />
    </>
  );
}

/** The coin's flexible APR ('Up to' the best ladder rate when it has one), its bonus tiers and rules, and Subscribe. */
export function FlexibleOfferCell({
  row,
  context,
}: {
  readonly row: ProductRow;
  readonly context: ProductCellContext;
}) {
  const { t, messages } = context;
  const offer = row.flexible;
  if (!offer) return <span className={layout.secondaryText}>{t('simpleEarnHome.flexible.none')}</span>;
  const hasLadder = offer.upToRate !== null;
  return (
    <div className={styles.offer} data-slot="flexible-offer">
      <RateText rate={offer.upToRate ?? offer.rate} upTo={hasLadder} tone="up" messages={messages} />
      {hasLadder ? (
        <LadderBadge
          tiers={offer.ladderApr}
          coin={row.asset}
          label={t('simpleEarnHome.ladder.flexibleName', { coin: row.asset })}
          context={context}
        />
      ) : null}
      {hasLadder ? (
        // Beside the bonus tiers, what the coin's bonus pool pays and how (SE-BONUS-02).
        <DeferredCoinBonusRules
          asset={row.asset}
          label={t('simpleEarnHome.bonusRules.flexibleName', { coin: row.asset })}
          messages={messages}
        />
      ) : null}
      <Button
        size="sm"
        aria-label={t('simpleEarnHome.subscribe.flexibleName', { coin: row.asset })}
        onClick={() => context.onSubscribe({ asset: row.asset, kind: 'flexible' })}
      >
        {t('simpleEarnHome.subscribe')}
      </Button>
    </div>
  );
}

/** Why a VIP product is closed to this user, with where to go next (SE-VIP-02, SE-VIP-03). */
function VipAccessNote({
  message,
  context,
}: {
  readonly message: VipAccessMessage;
  readonly context: ProductCellContext;
}) {
  const { t } = context;
  return (
    <span className={styles.vipNote} data-slot="vip-access">
      <span>{t(message.key, message.params)}</span>
      {message.kind === 'belowRange' ? (
        <button
          type="button"
          className={`${styles.inlineAction} ${focusRing}`}
          onClick={() => context.openUpgradeGuide(message.params.level)}
        >
          {t('simpleEarnHome.vip.upgrade')}
        </button>
      ) : (
        <a
          className={`${styles.inlineAction} ${focusRing}`}
          href={vipUpgradePath()}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            context.navigate(vipUpgradePath());
          }}
        >
          {t('simpleEarnHome.vip.benefits')}
        </a>
      )}
    </span>
  );
}

/**
 * One fixed product: its term, its rate (greyed when sold out, SE-STATUS-05), its VIP range
 * (SE-VIP-05) or special mark, its bonus tiers, and Subscribe — disabled 'Sold out' when sold out, and
 * for a logged-in user outside a VIP range disabled with the VIP access message (SE-PROD-04).
 */
function FixedTerm({
  product,
  asset,
  context,
}: {
  readonly product: FixedProduct;
  readonly asset: string;
  readonly context: ProductCellContext;
}) {
  const { t, user, messages } = context;
  const soldOut = isSoldOut(product.saleStatus);
  const days = product.lockUpPeriod;
  // A guest has no level to compare: the subscribe dialog asks them to log in first.
  const vipMessage = user.kind === 'user' ? vipAccessMessage(user.vipLevel, product) : null;
  return (
    <li
      className={soldOut ? styles.term.soldOut : styles.term.open}
      data-state={soldOut ? 'sold-out' : vipMessage ? 'closed' : 'open'}
    >
      <span className={styles.termDays}>{t('simpleEarnHome.term.days', { days })}</span>
      <RateText
        rate={product.yearRate}
        soldOut={soldOut}
        tone={soldOut ? 'neutral' : 'up'}
        size="sm"
        messages={messages}
      />
      {isVipProduct(product) ? (
        <Tag kind="vip" vipRange={{ min: product.minVip, max: product.maxVip }} messages={messages} />
      ) : null}
      {product.type === FixedProductType.special ? <Tag kind="event">{t('simpleEarnHome.special')}</Tag> : null}
      {product.ladderApr.length > 0 ? (
        <LadderBadge
          tiers={product.ladderApr}
          coin={asset}
          {...(product.bonusAsset ? { bonusCoin: product.bonusAsset } : {})}
          label={t('simpleEarnHome.ladder.fixedName', { coin: asset, days })}
          context={context}
        />
      ) : null}
      {soldOut ? (
        <Button
          size="sm"
          variant="secondary"
          disabled
          aria-label={t('simpleEarnHome.soldOut.fixedName', { coin: asset, days })}
        >
          {t('simpleEarn.subscribe.soldOut')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant={isVipProduct(product) ? 'vip' : 'primary'}
          disabled={vipMessage !== null}
          aria-label={t('simpleEarnHome.subscribe.fixedName', { coin: asset, days })}
          onClick={() => context.onSubscribe({ asset, kind: 'fixed', productId: product.id })}
        >
          {t('simpleEarnHome.subscribe')}
        </Button>
      )}
      {vipMessage ? <VipAccessNote message={vipMessage} context={context} /> : null}
    </li>
  );
}

/** The coin's fixed terms, shortest first. */
export function FixedTermsCell({ row, context }: { readonly row: ProductRow; readonly context: ProductCellContext }) {
  const { t } = context;
  if (row.fixed.length === 0) return <span className={layout.secondaryText}>{t('simpleEarnHome.fixed.none')}</span>;
  return (
    <ul className={styles.terms} aria-label={t('simpleEarnHome.fixed.listOf', { coin: row.asset })}>
      {row.fixed.map((product) => (
        <FixedTerm key={product.id} product={product} asset={row.asset} context={context} />
      ))}
    </ul>
  );
}
