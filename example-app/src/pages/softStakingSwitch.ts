// The soft staking modal alone, so the staking detail page can load it lazily: a dynamic import of the whole
// 'earnkit/flows' entry would keep every flow in the chunk the page's own imports share.
export { SoftStakingSwitch } from 'earnkit/flows';
