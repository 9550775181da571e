// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('History bundle', () => {
  it("the history loads the export's code (the CSV chunks, the file sinks) on the first press of Export, or its hover or focus", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'History.tsx'));
    const onDemand = [
      'src/flows/history/historyCsvExport.ts',
      'src/flows/history/historyExportFile.ts',
      // The tax export's rows and columns: the File format group needs only the profiles' names.
      'src/domain/simpleEarn/taxExport.ts',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('src/flows/history/HistoryExport.tsx'))).toBe(true);
  }, 60_000);

  it("the history's table reads a record's time, amount and source without the export's CSV columns", async () => {
    const { eager } = await bundleInputs(path.resolve(__dirname, 'History.tsx'));
    expect(eager.some((input) => input.endsWith('src/domain/simpleEarn/historyRecord.ts'))).toBe(true);
    expect(eager.filter((input) => input.endsWith('src/domain/simpleEarn/historyExport.ts'))).toEqual([]);
  }, 60_000);
});
