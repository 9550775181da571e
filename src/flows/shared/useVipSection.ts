import { useEarn } from '../../context/context';

/**
 * Whether the flow is shown in the exchange's VIP section: the provider's 'vip' theme (SH-VIP-02, P-37).
 * There every Simple Earn call that has a VIP variant takes it, whatever the product or order, and the
 * subscribe dialog's available balance of a fixed term is the VIP lendable answer; elsewhere only a VIP
 * product or order takes the VIP variant (SH-VIP-01).
 */
export function useVipSection(): boolean {
  return useEarn().theme === 'vip';
}
