// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('FixedHoldingDetail bundle', () => {
  it('the fixed holding detail loads the ladder APR modal, the auto-renew confirmation and the Modal only when one opens', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'FixedHoldingDetail.tsx'));
    const onDemand = [
      'src/components/LadderAprModal/LadderAprModal.tsx',
      'src/flows/shared/AutoRenewConfirm.tsx',
      'src/components/Modal/Modal.tsx',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('FixedHoldingDetail.tsx'))).toBe(true);
  }, 60_000);
});
