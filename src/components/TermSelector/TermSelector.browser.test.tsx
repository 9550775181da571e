import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { FixedProductType, SaleStatus } from '../../domain/simpleEarn/constants';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { TermSelector } from './TermSelector';
import { termOptionFromFixedProduct, termOptionFromFlexibleProduct } from './termOption';
import { bonusLadder, fixedProduct, flexibleProduct } from './termSelector.testing';

const terms = [
  termOptionFromFlexibleProduct(flexibleProduct('0.021', bonusLadder)),
  termOptionFromFixedProduct(fixedProduct(30, '0.0525')),
  termOptionFromFixedProduct(fixedProduct(90, '0.08', { saleStatus: SaleStatus.soldOut })),
  termOptionFromFixedProduct(fixedProduct(180, '0.12', { type: FixedProductType.vip, minVip: 1, maxVip: 5 })),
];

function Frame({ theme, locale = 'en' }: { theme: ThemeName; locale?: string }) {
  return (
    <EarnProvider theme={theme} locale={locale}>
      <div
        data-testid="frame"
        style={{ inlineSize: '560px', padding: 'var(--ek-space-lg)', background: 'var(--ek-color-surface)' }}
      >
        <TermSelector options={terms} defaultValue="30" />
      </div>
    </EarnProvider>
  );
}

describe('TermSelector look', () => {
  it('SE-SUB-01 SE-STATUS-05 selected, sold-out, VIP and ladder cards in the light theme', async () => {
    render(<Frame theme="light" />);
    await expect.element(page.getByTestId('frame')).toMatchScreenshot('term-selector-light');
  });

  it('the same cards in the dark theme, right to left', async () => {
    render(<Frame theme="dark" locale="ar" />);
    await expect.element(page.getByTestId('frame')).toMatchScreenshot('term-selector-dark-ar');
  });
});
