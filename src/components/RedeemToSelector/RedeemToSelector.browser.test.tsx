import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { RedeemToSelector } from './RedeemToSelector';

describe('RedeemToSelector look', () => {
  it('SE-DEST-01 SH-MODE-04 flexible chosen; the unified account option; a locked one', async () => {
    render(
      <EarnProvider timeZone="UTC" accountMode={{ mode: 'unified', firstOpen: false, useFunding: false }}>
        <div
          role="group"
          aria-label="Redeem to"
          style={{
            display: 'grid',
            gap: 'var(--ek-space-xl)',
            inlineSize: 'var(--ek-size-dialogSm)',
            padding: 'var(--ek-space-lg)',
            background: 'var(--ek-color-surface)',
          }}
        >
          <RedeemToSelector />
          <RedeemToSelector value={0} unavailableReason="Less than 1 hour left before maturity" />
        </div>
      </EarnProvider>,
    );
    await expect.element(page.getByRole('group', { name: 'Redeem to' })).toMatchScreenshot('redeem-to-selector-light');
  });
});
