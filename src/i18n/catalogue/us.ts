import type { MessageKey } from './en';

type Overlay = Partial<Record<MessageKey, string>>;

/**
 * The US-site wording overlay, applied over the locale's catalogue when the provider's site is 'us':
 * 'Stake' reads 'Commit' (SH-US-01), 'Redeem early' reads 'Claim early' (SH-US-02) and the stake
 * success title reads 'Committed Successfully' (SH-US-08). Per locale; a locale without an entry
 * falls back to the English overlay, because the US wording is a legal requirement and must not be
 * lost to a missing translation. Host overrides still win over it.
 */
export const usOverlay: Readonly<Record<string, Overlay>> = {
  en: {
    'launchpool.action.stake': 'Commit',
    'common.action.redeemEarly': 'Claim early',
    'launchpool.success.title': 'Committed Successfully',
    // Launchpool messages that say 'stake' say 'commit' too, or the US page would mix both words.
    'launchpool.stake.min': 'The minimum commitment is {amount} {coin}',
    'launchpool.stake.max':
      'You can commit at most {amount} {coin} in total, including what you have already committed',
    'launchpool.eligibility.nextTierTip':
      'Trade {amount} USD more within {days} days to reach {tier} and commit up to {cap} {coin}',
    'launchpoolStake.title': 'Commit {coin}',
    'launchpoolStake.amount': 'Commit amount',
    'launchpoolStake.staked': 'Committed',
    'launchpoolStake.login': 'Log in to commit',
    'launchpoolStake.notesTitle': 'Before you commit',
    // The staking product has no US wording of its own: the checkbox names where the coins go instead.
    'launchpool.redeem.autoStake': 'Put the claimed {coin} to work in Earn automatically',
  },
  ar: {
    'launchpool.action.stake': 'التزام',
    'common.action.redeemEarly': 'مطالبة مبكرة',
    'launchpool.success.title': 'تم الالتزام بنجاح',
    'launchpool.stake.min': 'الحد الأدنى للالتزام هو {amount} {coin}',
    'launchpool.stake.max': 'يمكنك الالتزام بـ {amount} {coin} كحد أقصى إجمالًا، بما في ذلك ما التزمت به بالفعل',
    'launchpool.eligibility.nextTierTip':
      'تداول بمبلغ {amount} USD إضافية خلال {days} يومًا للوصول إلى {tier} والالتزام بما يصل إلى {cap} {coin}',
    'launchpoolStake.title': 'التزام {coin}',
    'launchpoolStake.amount': 'مبلغ الالتزام',
    'launchpoolStake.staked': 'الملتزم به',
    'launchpoolStake.login': 'سجّل الدخول للالتزام',
    'launchpoolStake.notesTitle': 'قبل أن تلتزم',
    'launchpool.redeem.autoStake': 'استثمر {coin} المُطالب به في Earn تلقائيًا',
  },
};
