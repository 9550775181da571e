/**
 * What the subscribe dialog loads while open (SE-SUB-06/07/08): the coin's products (flexible detail
 * with its fixed list), the available balance, and for a fixed term its remaining quota (VIP path for a
 * VIP product, SH-VIP-01) and vouchers. In the VIP theme the quota always takes the VIP path and is also
 * a fixed term's available balance (SH-VIP-02, P-37). A guest loads the products only (LP-ROLE-05).
 */
import { useLentAvailable } from '../../../api/hooks/shared';
import { useFlexibleProduct, useLendable, useVouchers } from '../../../api/hooks/simpleEarn';
import { usesVipPaths, type Voucher } from '../../../domain/simpleEarn';
import { useEarn } from '../../../context/context';
import { useVipSection } from '../../shared/useVipSection';
import { selectedTerm, subscribeTerms, type SubscribeData } from './subscribeTerms';

const NO_VOUCHERS: readonly Voucher[] = [];

export interface SubscribeDataInput {
  readonly asset: string;
  /** Load only while the dialog is open. */
  readonly open: boolean;
  readonly includeFlexible: boolean;
  /** The selected term; null picks the first. */
  readonly termId: string | null;
}

export function useSubscribeData({ asset, open, includeFlexible, termId: selectedId }: SubscribeDataInput) {
  const { user } = useEarn();
  const isUser = user.kind === 'user';
  const productQuery = useFlexibleProduct(
    { coin: asset, ...(isUser ? { verified: user.verified ? 1 : 0 } : {}) },
    { enabled: open },
  );
  const terms = subscribeTerms(productQuery.data, { includeFlexible });
  const termId = selectedId ?? terms[0]?.id ?? null;
  const term = selectedTerm({ termId }, { terms });
  const fixedId = term?.kind === 'fixed' ? term.id : '';
  const vipSection = useVipSection();
  const fixedVip = term?.kind === 'fixed' && usesVipPaths(vipSection, term.product.type);
  const loadsFixed = open && isUser && fixedId !== '';
  // The VIP section's balance source is the VIP lendable, which only a fixed term has (P-37); there the
  // lendable available balance waits until the term is known to be flexible.
  const balanceIsQuota = vipSection && term?.kind === 'fixed';
  const loadsLentAvailable = open && isUser && (!vipSection || term?.kind === 'flexible');
  const lentAvailable = useLentAvailable(asset, { enabled: loadsLentAvailable });
  const quota = useLendable(fixedId, fixedVip, { enabled: loadsFixed });
  const balance = balanceIsQuota ? quota : lentAvailable;
  const vouchers = useVouchers(fixedId, { enabled: loadsFixed });
  const data: SubscribeData = {
    asset,
    terms,
    availableBalance: balance.data ?? null,
    remainingQuota: quota.data ?? null,
    vouchers: fixedId !== '' ? (vouchers.data ?? NO_VOUCHERS) : NO_VOUCHERS,
    vipLevel: isUser ? user.vipLevel : 0,
  };
  return { productQuery, vouchers, terms, termId, term, data };
}
