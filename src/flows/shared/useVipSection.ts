import { useEarn } from '../../context/context';
import { usesVipPaths, type FixedProduct } from '../../domain/simpleEarn';

/**
 * Whether the flow is shown in the exchange's VIP section: the provider's 'vip' theme (SH-VIP-02, P-37).
 * There every Simple Earn call that has a VIP variant takes it, whatever the product or order, and the
 * subscribe dialog's available balance of a fixed term is the VIP lendable answer; elsewhere only a VIP
 * product or order takes the VIP variant (SH-VIP-01).
 */
export function useVipSection(): boolean {
  return useEarn().theme === 'vip';
}

/** Whether the calls of a fixed product or order of this type take their VIP variant, here (`usesVipPaths`). */
export function useVipPaths(productType: FixedProduct['type']): boolean {
  return usesVipPaths(useVipSection(), productType);
}
