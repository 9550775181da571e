// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('AutoEarnCard bundle', () => {
  it("the card draws a coin's switch with its own code and loads Radix's switch only on the first press of it", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'AutoEarnCard.tsx'));
    const onPress = ['node_modules/@radix-ui/react-switch/dist/index.mjs', 'src/components/Switch/Switch.tsx'];
    for (const part of onPress) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onPress.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('src/components/Switch/DeferredSwitch.tsx'))).toBe(true);
  }, 60_000);

  it('the card loads the toggle (its steps, its request, its failure toast and the confirm dialog) only on the first press of Enable or of the switch', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'AutoEarnCard.tsx'));
    const onPress = [
      'src/flows/autoEarn/useAutoEarnToggle.ts',
      'src/flows/autoEarn/autoEarnToggle.reducer.ts',
      'src/flows/shared/useFlowOutcome.ts',
      'src/flows/autoEarn/AutoEarnConfirm.tsx',
    ];
    for (const part of onPress) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onPress.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);

  it("the card about every coin (the Simple Earn home's) loads no coin switch, neither the switch nor its frame", async () => {
    const { eager } = await bundleInputs(path.resolve(__dirname, 'AutoEarnCardFrame.tsx'));
    const coinOnly = ['src/components/Switch/DeferredSwitch.tsx', 'src/components/Switch/SwitchFrame.tsx'];
    expect(eager.filter((input) => coinOnly.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('src/flows/autoEarn/autoEarnCardMessages.ts'))).toBe(true);
  }, 60_000);

  it("the card about every coin loads the toggle's rules (its request, its local update, its toast) only with the toggle", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'AutoEarnCardFrame.tsx'));
    expect(all.some((input) => input.endsWith('src/domain/autoEarn/toggle.ts'))).toBe(true);
    expect(eager.filter((input) => input.endsWith('src/domain/autoEarn/toggle.ts'))).toEqual([]);
    expect(eager.some((input) => input.endsWith('src/domain/autoEarn/status.ts'))).toBe(true);
  }, 60_000);
});
