import { describe, expect, it } from 'vitest';
import { US_HIDDEN_FEATURES, isShownOnSite, type SiteFeature } from './site';

describe('isShownOnSite', () => {
  it.each<[string, SiteFeature]>([
    ['SH-US-03 express buy', 'expressBuy'],
    ['SH-US-04 transfer', 'transfer'],
    ['SH-US-05 the estimated-reward tooltips', 'estimatedRewardTooltip'],
    ['SH-US-06 the interest-start notice', 'interestStartNotice'],
    ['SH-US-07 the candy-drop promotion card', 'candyDropPromotion'],
    ['LP-STAKE-11 the future-start notice', 'startTimeNotice'],
    ['LP-API-16 the earn-more call', 'earnMoreCall'],
  ])('%s shows on the global site and is hidden on the US site', (_label, feature) => {
    expect(isShownOnSite(feature, 'global')).toBe(true);
    expect(isShownOnSite(feature, 'us')).toBe(false);
  });

  it('SH-US-03 SH-US-04 the US site hides exactly the listed features', () => {
    expect([...US_HIDDEN_FEATURES].sort()).toEqual([
      'candyDropPromotion',
      'earnMoreCall',
      'estimatedRewardTooltip',
      'expressBuy',
      'interestStartNotice',
      'startTimeNotice',
      'transfer',
    ]);
  });
});
