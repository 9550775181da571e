// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('MyEarn bundle', () => {
  it('My earn loads its launchpool and staking lists, the table and the card list only when their tab is shown', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'MyEarn.tsx'));
    const onDemand = [
      'src/flows/myEarn/FamilyLists.tsx',
      'src/components/DataTable/DataTable.tsx',
      'src/components/CardList/CardList.tsx',
    ];
    for (const part of onDemand.slice(1)) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('src/flows/myEarn/MaturityCalendar.tsx'))).toBe(true);
  }, 60_000);

  it("My earn loads its export (the panel, the calls' paging, the tax export's rows and columns) on the Export history press", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'MyEarn.tsx'));
    const onDemand = [
      'src/flows/myEarn/MyEarnExport.tsx',
      'src/flows/myEarn/earnExport.ts',
      'src/domain/myEarn/familyTaxEntries.ts',
      'src/domain/simpleEarn/taxExport.ts',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
