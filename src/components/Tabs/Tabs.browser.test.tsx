import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'flexible', label: 'Flexible', content: 'Flexible products' },
  { value: 'fixed', label: 'Fixed', content: 'Fixed products' },
  { value: 'vip', label: 'VIP only', content: 'VIP products', disabled: true },
  { value: 'history', label: 'History', content: 'History' },
];

describe('Tabs look', () => {
  it('underline and segmented, second tab selected', async () => {
    render(
      <EarnProvider>
        <div
          role="group"
          aria-label="Tab styles"
          style={{
            display: 'inline-flex',
            flexDirection: 'column',
            gap: 'var(--ek-space-xl)',
            padding: 'var(--ek-space-lg)',
            background: 'var(--ek-color-background)',
          }}
        >
          <Tabs aria-label="Underline" items={items} defaultValue="fixed" />
          <Tabs aria-label="Segmented" items={items} defaultValue="fixed" variant="segmented" />
          <Tabs aria-label="Small segmented" items={items} defaultValue="fixed" variant="segmented" size="sm" />
        </div>
      </EarnProvider>,
    );
    await expect.element(page.getByRole('group', { name: 'Tab styles' })).toMatchScreenshot('tabs-light');
  });
});
