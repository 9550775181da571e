import { useStakingRedemptions } from '../../../api';
import { useEarn, useFormat } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import { stakingRedemptionArrival } from '../../../domain/staking/arrival';
import { isolateText } from '../../../i18n/bidi';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import { stakeMessages } from './stakeMessages';

/**
 * Staking again while a redemption of the coin is on its way (issue 17, P-48): the note says what happens to that
 * redemption's clock. Nothing: a redemption is a request of its own with its own stamp, which a new stake neither
 * restarts, cancels nor joins; the note gives the latest of their "latest by" times.
 */
export function RestakeClockNote({ coin, messages }: { readonly coin: string; readonly messages?: MessageOverrides }) {
  const t = useTranslate(messages, stakeMessages);
  const format = useFormat();
  const { user } = useEarn();
  const redemptions = useStakingRedemptions(coin, { enabled: user.kind === 'user' });
  const pending = redemptions.data ?? [];
  if (pending.length === 0) return null;
  const latestBy = Math.max(...pending.map((redemption) => stakingRedemptionArrival(redemption).latestBy));
  return (
    <p className={layout.notice.info} data-slot="restake-clock">
      {t('stakingStake.restakeClock', { time: isolateText(format.dateTime(latestBy, { withUtc: true })) })}
    </p>
  );
}
