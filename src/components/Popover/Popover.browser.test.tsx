import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { Button } from '../Button';
import { PopoverContent, PopoverRoot, PopoverTrigger } from './Popover';

// Animations run on the browser's clock, outside React's act(): this is not an act environment.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function BonusRules({ theme = 'light', locale = 'en' }: { theme?: ThemeName; locale?: string }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale}>
      <div style={{ padding: 'var(--ek-space-lg)' }}>
        <PopoverRoot defaultOpen>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="sm">
              Bonus rules
            </Button>
          </PopoverTrigger>
          <PopoverContent title="How the bonus works">
            <p style={{ margin: 0 }}>The bonus APR applies to the first 1,000 USDT you subscribe, for 7 days.</p>
            <p style={{ marginBlockEnd: 0 }}>Amounts above that earn the base APR.</p>
          </PopoverContent>
        </PopoverRoot>
      </div>
    </EarnProvider>
  );
}

async function settledPopover() {
  const popover = page.getByRole('dialog', { name: 'How the bonus works' });
  await expect.element(popover).toBeVisible();
  await Promise.all(
    popover
      .element()
      .getAnimations({ subtree: true })
      .map((animation) => animation.finished),
  );
  return popover;
}

describe('Popover look', () => {
  it('anchored to its trigger on desktop (light)', async () => {
    await page.viewport(1280, 800);
    render(<BonusRules />);
    await expect.element(await settledPopover()).toMatchScreenshot('popover-desktop-light');
  });

  it('right to left in the dark theme on desktop', async () => {
    await page.viewport(1280, 800);
    render(<BonusRules theme="dark" locale="ar" />);
    await expect.element(await settledPopover()).toMatchScreenshot('popover-desktop-ar-dark');
  });

  it('SH-LAYOUT-01 a bottom sheet at 375 px', async () => {
    await page.viewport(375, 812);
    render(<BonusRules />);
    await expect.element(await settledPopover()).toMatchScreenshot('popover-sheet-mobile');
    await page.viewport(1280, 800);
  });
});
