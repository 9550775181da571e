import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { Button } from './Button';
import { buttonSizeNames, buttonVariantNames } from './buttonVariants';

// A spinning ring never holds still for a screenshot; the rest of the loading state still shows.
const stillSpinner = '[data-slot="spinner"] { animation: none !important; }';

function Gallery({ theme }: { theme: ThemeName }) {
  return (
    <EarnProvider theme={theme}>
      <style>{stillSpinner}</style>
      <div
        role="group"
        aria-label="Buttons"
        style={{
          display: 'inline-flex',
          flexDirection: 'column',
          gap: 'var(--ek-space-md)',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-background)',
        }}
      >
        <div style={{ display: 'flex', gap: 'var(--ek-space-sm)' }}>
          {buttonVariantNames.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--ek-space-sm)' }}>
          {buttonSizeNames.map((size) => (
            <Button key={size} size={size} variant="secondary">
              Size {size}
            </Button>
          ))}
          <Button loading>Confirm</Button>
          <Button disabled disabledReason="Sold out">
            Subscribe
          </Button>
        </div>
      </div>
    </EarnProvider>
  );
}

describe('Button look', () => {
  it('variants, sizes, loading and disabled in the light theme', async () => {
    render(<Gallery theme="light" />);
    await expect.element(page.getByRole('group', { name: 'Buttons' })).toMatchScreenshot('button-light');
  });

  it('variants, sizes, loading and disabled in the dark theme', async () => {
    render(<Gallery theme="dark" />);
    await expect.element(page.getByRole('group', { name: 'Buttons' })).toMatchScreenshot('button-dark');
  });
});
