export { BonusRules } from './BonusRules';
export type { BonusRulesPool, BonusRulesProps } from './BonusRules';
