import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { Checkbox } from '../Checkbox';
import { Switch } from './Switch';

describe('Switch and Checkbox look', () => {
  it('switch off, on, small, disabled; checkbox unchecked, checked, mixed', async () => {
    render(
      <EarnProvider>
        <style>{'[data-slot="spinner"] { animation: none !important; }'}</style>
        <div
          role="group"
          aria-label="Controls"
          style={{
            display: 'inline-flex',
            flexDirection: 'column',
            gap: 'var(--ek-space-md)',
            padding: 'var(--ek-space-lg)',
            background: 'var(--ek-color-background)',
          }}
        >
          <Switch label="Off" />
          <Switch label="On" defaultChecked />
          <Switch label="Small and on" size="sm" defaultChecked />
          <Switch label="Busy" defaultChecked loading />
          <Switch label="Disabled" description="Less than 1 hour remains" disabled />
          <Checkbox label="Unchecked" />
          <Checkbox label="Checked" defaultChecked description="With a description" />
          <Checkbox label="Mixed" checked="indeterminate" />
        </div>
      </EarnProvider>,
    );
    await expect.element(page.getByRole('group', { name: 'Controls' })).toMatchScreenshot('switch-checkbox-light');
  });

  it('switch on and off in Arabic: the thumb sits at the reading end when on', async () => {
    render(
      <EarnProvider locale="ar" theme="dark">
        <div
          role="group"
          aria-label="Controls"
          style={{
            display: 'inline-flex',
            flexDirection: 'column',
            gap: 'var(--ek-space-md)',
            padding: 'var(--ek-space-lg)',
            background: 'var(--ek-color-background)',
          }}
        >
          <Switch label="إيقاف" />
          <Switch label="تشغيل" defaultChecked />
        </div>
      </EarnProvider>,
    );
    await expect.element(page.getByRole('group', { name: 'Controls' })).toMatchScreenshot('switch-ar-dark');
  });
});
