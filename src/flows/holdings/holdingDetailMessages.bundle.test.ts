// @vitest-environment node
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { autoEarnFlows } from '../../i18n/catalogue/en/autoEarnFlows';
import { holdingsFlows } from '../../i18n/catalogue/en/holdingsFlows';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { simpleEarnOrders } from '../../i18n/catalogue/en/simpleEarnOrders';

/** The code `entry` loads with it (its chunk and those it imports statically), tree-shaken, as one text. */
async function firstChunks(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.resolve(__dirname, '../../../node_modules/.cache/holding-detail-messages'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', 'decimal.js'],
    plugins: [vanillaExtractPlugin()],
  });
  const outputs = result.metafile.outputs;
  const start = Object.keys(outputs).find((output) => outputs[output]?.entryPoint?.endsWith(path.basename(entry)));
  if (!start) throw new Error('entry output not found');
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const output = queue.pop()!;
    if (seen.has(output)) continue;
    seen.add(output);
    for (const imported of outputs[output]?.imports ?? [])
      if (imported.kind === 'import-statement' && outputs[imported.path]) queue.push(imported.path);
  }
  return result.outputFiles
    .filter((file) => [...seen].some((output) => file.path.endsWith(output.split('/').pop()!)))
    .map((file) => file.text)
    .join('\n');
}

describe('Holding detail messages bundle', () => {
  it("the flexible holding detail (with its auto-earn card) carries its own English, not the holdings list's and the fixed panel's, nor Simple Earn's notices and orders' strings", async () => {
    const text = await firstChunks(path.resolve(__dirname, 'FlexibleHoldingDetail.tsx'));
    // English entries, `"key": "text"` (the domain's rules name keys they return, which are not their strings).
    const entries = new Set([...text.matchAll(/"([a-zA-Z]+\.[\w.]+)":\s*["`]/g)].map(([, key]) => key));
    expect(entries).toContain('holdingsFlows.detail.cumulativeReturn');
    expect(entries).toContain('holdingsFlows.autoEarn.cardTitle');
    // The namespaces of the holdings list and the fixed panel (holdingsFlows), of the orders' badges and tips
    // (simpleEarnOrders) and of Simple Earn's notices (simpleEarn).
    const elsewhere = [holdingsFlows, simpleEarnOrders, simpleEarn].flatMap((namespace) => Object.keys(namespace));
    expect(elsewhere.filter((key) => entries.has(key))).toEqual([]);
  }, 60_000);

  it("the flexible holding detail's auto-earn card carries its own English, not the settings' or the confirm dialog's", async () => {
    const text = await firstChunks(path.resolve(__dirname, '../autoEarn/AutoEarnCard.tsx'));
    const entries = new Set([...text.matchAll(/"([a-zA-Z]+\.[\w.]+)":\s*["`]/g)].map(([, key]) => key));
    expect(entries).toContain('holdingsFlows.autoEarn.cardTitle');
    expect(Object.keys(autoEarnFlows).filter((key) => entries.has(key))).toEqual([]);
  }, 60_000);

  it("the rate alerts' provider and a holding's rate alert setting carry the alerts' texts and the setting's lines, not the form's, the list's or the mute buttons' strings", async () => {
    for (const file of ['rateAlerts/RateAlertsProvider.tsx', 'rateAlerts/RateAlertSetting.tsx']) {
      const text = await firstChunks(path.resolve(__dirname, file));
      const entries = new Set([...text.matchAll(/"([a-zA-Z]+\.[\w.]+)":\s*["`]/g)].map(([, key]) => key));
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
