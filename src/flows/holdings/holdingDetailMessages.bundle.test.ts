// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { autoEarnFlows } from '../../i18n/catalogue/en/autoEarnFlows';
import { holdingPanels } from '../../i18n/catalogue/en/holdingPanels';
import { holdingsFlows } from '../../i18n/catalogue/en/holdingsFlows';
import { holdingsHistory } from '../../i18n/catalogue/en/holdingsHistory';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { simpleEarnOrders } from '../../i18n/catalogue/en/simpleEarnOrders';
import { loadedMessageKeys } from '../../eagerBundle.testing';

describe('Holding detail messages bundle', () => {
  it("the flexible holding detail (with its auto-earn card) carries its own English, not the holdings list's and the fixed panel's, nor Simple Earn's notices and orders' strings", async () => {
    const entries = await loadedMessageKeys(path.resolve(__dirname, 'FlexibleHoldingDetail.tsx'));
    expect(entries).toContain('holdingsFlows.detail.cumulativeReturn');
    expect(entries).toContain('holdingsFlows.autoEarn.cardTitle');
    // The namespaces of the holdings list (holdingsFlows), the fixed panel (holdingPanels), the history
    // (holdingsHistory), the orders' badges and tips (simpleEarnOrders) and Simple Earn's notices (simpleEarn).
    const elsewhere = [holdingsFlows, holdingPanels, holdingsHistory, simpleEarnOrders, simpleEarn].flatMap(
      (namespace) => Object.keys(namespace),
    );
    expect(elsewhere.filter((key) => entries.has(key))).toEqual([]);
  }, 60_000);

  it("the flexible holding detail's auto-earn card carries its own English, not the settings' or the confirm dialog's", async () => {
    const entries = await loadedMessageKeys(path.resolve(__dirname, '../autoEarn/AutoEarnCard.tsx'));
    expect(entries).toContain('holdingsFlows.autoEarn.cardTitle');
    expect(Object.keys(autoEarnFlows).filter((key) => entries.has(key))).toEqual([]);
  }, 60_000);

  it("the rate alerts' provider and a holding's rate alert setting carry the alerts' texts and the setting's lines, not the form's, the list's or the mute buttons' strings", async () => {
    for (const file of ['rateAlerts/RateAlertsProvider.tsx', 'rateAlerts/RateAlertSetting.tsx']) {
      const entries = await loadedMessageKeys(path.resolve(__dirname, file));
      expect(entries.has('rateAlerts.alert.floor') || entries.has('rateAlerts.setting.title')).toBe(true);
      const elsewhere = [
        'rateAlerts.setting.save',
        'rateAlerts.setting.dropHint',
        'rateAlerts.list.title',
        'rateAlerts.alert.mute',
      ];
      expect(elsewhere.filter((key) => entries.has(key))).toEqual([]);
    }
  }, 60_000);
});
