/** The redeem modal's timing words, from the staking rules (ST-REDEEM-02, ST-REDEEM-10, ST-REDEEM-11). */
import type { Translate } from '../../../context/useTranslate';
import { redeemConfirmationText, redeemPeriodText, type RedeemType, type StakingText } from '../../../domain/staking';
import type { StakingRedeemFigures } from './useStakingRedeemData';

/** Minutes a fast redemption takes: the redeem coin's `redeem_quick_long`, else the product's. */
export function quickMinutesOf(figures: Pick<StakingRedeemFigures, 'config' | 'terms'>): number {
  return figures.config?.redeemQuickLong || figures.terms.extra.redeemQuickLong;
}

function say(t: Translate, text: StakingText): string {
  return t(text.key, text.params);
}

/** When the redeemed coins arrive: the standard period (ST-REDEEM-02), or the fast redemption's minutes. */
export function arrivalText(t: Translate, redeemType: RedeemType, figures: StakingRedeemFigures): string {
  if (redeemType === 'fast') {
    const minutes = quickMinutesOf(figures);
    return minutes > 0
      ? t('kitSchedules.timeline.aboutMinutes', { minutes })
      : say(t, { key: 'staking.redeem.period.immediately' });
  }
  const { incomeDays, extra } = figures.terms;
  return say(t, redeemPeriodText({ incomeDays, redeemMinday: extra.redeemMinday, redeemMaxday: extra.redeemMaxday }));
}

/**
 * The confirmation's timing line: instant when `redeem_minday` and `redeem_maxday` are both 0, else the maximum days
 * (ST-REDEEM-10, ST-REDEEM-11); a fast redemption says its minutes.
 */
export function confirmationText(t: Translate, redeemType: RedeemType, figures: StakingRedeemFigures): string {
  if (redeemType === 'fast') return arrivalText(t, redeemType, figures);
  return say(t, redeemConfirmationText(figures.terms.extra));
}
