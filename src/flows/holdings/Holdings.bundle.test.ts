// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('Holdings bundle', () => {
  it('the holdings load the history dialog, the history, its date filter and the Modal only when the history is opened', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'Holdings.tsx'));
    const onDemand = [
      'src/flows/history/HistoryDialog.tsx',
      'src/flows/history/History.tsx',
      'src/components/DateRangeFilter/DateRangeFilter.tsx',
      'src/components/Modal/Modal.tsx',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('Holdings.tsx'))).toBe(true);
  }, 60_000);
});
