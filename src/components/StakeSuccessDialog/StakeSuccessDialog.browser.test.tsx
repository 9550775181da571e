import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { CandyDropPromotion } from '../../domain/launchpool';
import { EarnProvider } from '../EarnProvider';
import type { Site } from '../../context/types';
import type { ThemeName } from '../../theme';
import { StakeSuccessDialog } from './StakeSuccessDialog';

// Animations run on the browser's clock, outside React's act(): this is not an act environment.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const promotion: CandyDropPromotion = {
  message: 'Trade BTC this week to share a prize pool of 50,000 ABC in CandyDrop.',
  highlights: ['50,000 ABC', 'CandyDrop'],
  url: '/candy-drop/abc',
};

function Success({ theme, site, notice }: { theme: ThemeName; site: Site; notice: boolean }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} site={site}>
      <StakeSuccessDialog
        defaultOpen
        rows={[
          { label: 'Amount', amount: '2.5', coin: 'ETH', decimals: 4 },
          { label: 'Pool', value: 'ETH pool, 30 days' },
        ]}
        transactionLimitAlert={notice}
        promotion={promotion}
      />
    </EarnProvider>
  );
}

async function settledDialog(name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect.element(dialog).toBeVisible();
  await Promise.all(
    dialog
      .element()
      .getAnimations({ subtree: true })
      .map((animation) => animation.finished),
  );
  return dialog;
}

describe('StakeSuccessDialog look', () => {
  it('LP-SUCCESS-02 LP-SUCCESS-03 LP-SUCCESS-04 LP-SUCCESS-05 LP-SUCCESS-06 title, volume notice, candy-drop card, OK and go to candy (light, desktop)', async () => {
    await page.viewport(1280, 800);
    render(<Success theme="light" site="global" notice />);
    const dialog = await settledDialog('Staked Successfully');
    await expect.element(dialog).toMatchScreenshot('stake-success-light');
  });

  it('SH-US-07 SH-US-08 on the US site: "Committed Successfully" and no candy-drop card (dark, desktop)', async () => {
    await page.viewport(1280, 800);
    render(<Success theme="dark" site="us" notice={false} />);
    const dialog = await settledDialog('Committed Successfully');
    await expect.element(dialog).toMatchScreenshot('stake-success-us-dark');
  });
});
