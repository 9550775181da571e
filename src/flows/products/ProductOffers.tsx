'use client';
/**
 * A coin's offer on the Simple Earn home (SE-ROUTE-01): its APR range, and its terms as chips (Flexible, then the
 * fixed terms) where the chosen one shows its rate, its tags and the one Subscribe of the coin.
 */
import { useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { Box, Inline } from '../../components/layout';
import type { LadderAmountModalProps } from './LadderAmountModal';
import { lazyDialog } from '../../components/LazyDialog';
import { RateText } from '../../components/RateText';
import { Tag } from '../../components/Tag';
import { useRadioGroup, type RadioProps } from '../../headless/useRadioGroup';
import { FixedProductType } from '../../domain/simpleEarn/constants';
import {
  isVipProduct,
  vipAccessMessage,
  vipUpgradePath,
  type VipAccessMessage,
} from '../../domain/simpleEarn/vipAccess';
import { focusRing, visuallyHidden } from '../../theme';
import { DeferredCoinBonusRules } from '../shared/DeferredCoinBonusRules';
import type { ProductCellContext } from './productContext';
import {
  aprRangeOf,
  headlineRateOf,
  isTermSoldOut,
  productTermsOf,
  type ProductRow,
  type ProductTerm,
} from './productRows';
import * as styles from './products.css';
import { RATE_BASIS } from '../../domain/shared/rateBasis';

// The bonus tiers and their amount field load when a badge is first pressed (or hovered, or focused), not with the
// list.
const LadderAmountModal = /* @__PURE__ */ lazyDialog(() =>
  import('./LadderAmountModal').then((module) => module.LadderAmountModal),
);

/** The 'bonus tiers' badge of an offer and the ladder modal it opens. */
function LadderBadge({
  label,
  context,
  ...modal
}: Pick<LadderAmountModalProps, 'tiers' | 'coin' | 'term'> & {
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
        onPointerEnter={LadderAmountModal.preload}
        onFocus={LadderAmountModal.preload}
      >
        {context.t('simpleEarnHome.ladder.open')}
      </button>
      <LadderAmountModal {...modal} open={open} onOpenChange={setOpen} messages={context.messages} />
    </>
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
    <Inline as="span" space="xs" className={styles.vipNote} data-slot="vip-access">
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
    </Inline>
  );
}

/** The coin's APR range across the terms it offers ('1.20% – 9.50%'), or its one rate. */
export function AprRangeCell({ row, context }: { readonly row: ProductRow; readonly context: ProductCellContext }) {
  const range = aprRangeOf(row);
  const allSoldOut = productTermsOf(row).every(isTermSoldOut);
  if (!range) return null;
  // A range that takes in the flexible term's moving rate is an estimate; fixed terms alone are fixed (P-47).
  const basis = productTermsOf(row).some((term) => term.kind === 'flexible') ? RATE_BASIS.flexible : RATE_BASIS.fixed;
  return (
    <Box
      as="span"
      display="inline-flex"
      flexWrap="wrap"
      alignItems="baseline"
      gap="xxs"
      className={styles.aprRange}
      data-slot="apr-range"
    >
      <RateText
        rate={range.min}
        rateTo={range.max === range.min ? null : range.max}
        basis={basis}
        compact
        tone={allSoldOut ? 'neutral' : 'up'}
        soldOut={allSoldOut}
        messages={context.messages}
      />
    </Box>
  );
}

/** The term a chip and the Subscribe name: 'Flexible', or '{days} days'. */
function termLabel(term: ProductTerm, context: ProductCellContext): string {
  return term.kind === 'flexible'
    ? context.t('simpleEarnHome.filter.flexible')
    : context.t('simpleEarnHome.term.days', { days: term.product.lockUpPeriod });
}

/** The term chosen first: one of `termDays` when the term filter asks for it (an open one if any), else the first. */
function preferredTerm(terms: readonly ProductTerm[], termDays: number | null): string | null {
  const ofDays = terms.filter((term) => term.kind === 'fixed' && term.product.lockUpPeriod === termDays);
  const choice = ofDays.find((term) => !isTermSoldOut(term)) ?? ofDays[0] ?? terms[0];
  return choice?.key ?? null;
}

/** One term chip: the term, with its VIP range or Special mark, so two terms of the same days stay apart. */
function TermChip({
  term,
  context,
  radioProps,
}: {
  readonly term: ProductTerm;
  readonly context: ProductCellContext;
  readonly radioProps: RadioProps;
}) {
  const { t, messages } = context;
  const product = term.kind === 'fixed' ? term.product : null;
  const soldOut = isTermSoldOut(term);
  return (
    <button {...radioProps} data-variant={soldOut ? 'soldOut' : 'default'} className={`${styles.chip} ${focusRing}`}>
      <span>{termLabel(term, context)}</span>
      {product && isVipProduct(product) ? (
        <>
          {' '}
          <Tag kind="vip" vipRange={{ min: product.minVip, max: product.maxVip }} messages={messages} />
        </>
      ) : null}
      {product?.type === FixedProductType.special ? (
        <>
          {' '}
          <Tag kind="event">{t('simpleEarnHome.special')}</Tag>
        </>
      ) : null}
      {/* Greyed says it to the eye; the words say it to everyone (SE-STATUS-05). */}
      {soldOut ? <span className={visuallyHidden}> {t('simpleEarn.subscribe.soldOut')}</span> : null}
    </button>
  );
}

/**
 * The chosen term's rate (greyed when sold out, SE-STATUS-05; 'Up to' with a flexible ladder), its bonus tiers
 * and rules, and the coin's Subscribe: disabled 'Sold out' when sold out, and for a logged-in user outside a VIP
 * range disabled with the VIP access message (SE-PROD-04, SE-VIP-02..04).
 */
function ChosenTerm({
  term,
  asset,
  context,
}: {
  readonly term: ProductTerm;
  readonly asset: string;
  readonly context: ProductCellContext;
}) {
  const { t, user, messages } = context;
  const soldOut = isTermSoldOut(term);
  const product = term.kind === 'fixed' ? term.product : null;
  const days = product?.lockUpPeriod ?? 0;
  const ladder = term.kind === 'flexible' ? term.offer.ladderApr : term.kind === 'fixed' ? term.product.ladderApr : [];
  const upTo = term.kind === 'flexible' && term.offer.upToRate !== null;
  // A guest has no level to compare: the subscribe dialog asks them to log in first.
  const vipMessage = product && user.kind === 'user' ? vipAccessMessage(user.vipLevel, product) : null;
  return (
    <>
      <Inline space="sm" className={styles.chosen} data-slot="chosen-term" data-state={soldOut ? 'sold-out' : 'open'}>
        <RateText
          rate={headlineRateOf(term)}
          basis={term.kind === 'fixed' ? RATE_BASIS.fixed : RATE_BASIS.flexible}
          upTo={upTo}
          soldOut={soldOut}
          tone={soldOut ? 'neutral' : 'up'}
          messages={messages}
        />
        {ladder.length > 0 ? (
          <LadderBadge
            tiers={ladder}
            coin={asset}
            term={
              product
                ? {
                    kind: 'fixed',
                    rate: product.yearRate,
                    days,
                    ...(product.bonusAsset ? { bonusCoin: product.bonusAsset } : {}),
                  }
                : { kind: 'flexible', rate: term.kind === 'flexible' ? term.offer.rate : headlineRateOf(term) }
            }
            label={
              product
                ? t('simpleEarnHome.ladder.fixedName', { coin: asset, days })
                : t('simpleEarnHome.ladder.flexibleName', { coin: asset })
            }
            context={context}
          />
        ) : null}
        {upTo ? (
          // Beside the bonus tiers, what the coin's bonus pool pays and how (SE-BONUS-02).
          <DeferredCoinBonusRules
            asset={asset}
            label={t('simpleEarnHome.bonusRules.flexibleName', { coin: asset })}
            messages={messages}
          />
        ) : null}
        {vipMessage ? <VipAccessNote message={vipMessage} context={context} /> : null}
      </Inline>
      {/* After the rate in reading order; beside the chips on screen, where every coin's action lines up. */}
      <span className={styles.action}>
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
            variant={product && isVipProduct(product) ? 'vip' : 'primary'}
            disabled={vipMessage !== null}
            aria-label={
              product
                ? t('simpleEarnHome.subscribe.fixedName', { coin: asset, days })
                : t('simpleEarnHome.subscribe.flexibleName', { coin: asset })
            }
            onClick={() =>
              context.onSubscribe(
                product ? { asset, kind: 'fixed', productId: product.id } : { asset, kind: 'flexible' },
              )
            }
          >
            {t('simpleEarnHome.subscribe')}
          </Button>
        )}
      </span>
    </>
  );
}

/**
 * The coin's terms as a radio group of chips (one Tab stop, arrow keys that follow the reading direction) and the
 * chosen term with the coin's one Subscribe, which opens the dialog on that term.
 */
export function ProductTermsCell({ row, context }: { readonly row: ProductRow; readonly context: ProductCellContext }) {
  const terms = useMemo(() => productTermsOf(row), [row]);
  const keys = useMemo(() => terms.map((term) => term.key), [terms]);
  const [chosen, setChosen] = useState({ key: preferredTerm(terms, context.termDays), termDays: context.termDays });
  // A new term filter chooses its term again (state adjusted while rendering, not in an effect).
  if (chosen.termDays !== context.termDays)
    setChosen({ key: preferredTerm(terms, context.termDays), termDays: context.termDays });
  // A refreshed list may drop the chosen product: the first term takes its place.
  const term = terms.find((candidate) => candidate.key === chosen.key) ?? terms[0];
  const radio = useRadioGroup<string>({
    values: keys,
    value: term?.key ?? null,
    onValueChange: (key) => {
      if (key !== null) setChosen({ key, termDays: context.termDays });
    },
  });
  if (!term) return null;
  return (
    <div className={styles.offer} data-slot="product-terms">
      <div
        {...radio.getRootProps()}
        aria-label={context.t('simpleEarnHome.terms.of', { coin: row.asset })}
        className={styles.chips}
      >
        {terms.map((candidate) => (
          <TermChip
            key={candidate.key}
            term={candidate}
            context={context}
            radioProps={radio.getRadioProps(candidate.key)}
          />
        ))}
      </div>
      <ChosenTerm term={term} asset={row.asset} context={context} />
    </div>
  );
}
