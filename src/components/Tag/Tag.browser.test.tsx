import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { Site } from '../../context/types';
import type { ThemeName } from '../../theme';
import { Tag } from './Tag';
import { StakingTags, TagList } from './TagList';

function Tags({ theme, locale, site = 'global' }: { theme: ThemeName; locale: string; site?: Site }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale} site={site}>
      <div
        role="group"
        aria-label="Tags"
        style={{
          display: 'inline-flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 'var(--ek-space-md)',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <TagList kinds={['newcomer', 'vip']} aria-label="Pool tags" />
        <Tag kind="vip" vipRange={{ min: 1, max: 5 }} size="md" />
        <StakingTags flags={7} aria-label="Product tags" />
      </div>
    </EarnProvider>
  );
}

describe('Tag look', () => {
  it('LP-STAKE-08 LP-STAKE-09 SE-VIP-05 ST-DATA-23 newcomer, VIP, V1-V5, New, Hot and Event (light)', async () => {
    render(<Tags theme="light" locale="en" />);
    await expect.element(page.getByRole('group', { name: 'Tags' })).toMatchScreenshot('tag-light');
  });

  it('HD-FIXED-03 ST-VIP-05 right to left in the dark theme', async () => {
    render(<Tags theme="dark" locale="ar" />);
    await expect.element(page.getByRole('group', { name: 'Tags' })).toMatchScreenshot('tag-ar-dark');
  });

  it('the VIP theme on the US site', async () => {
    render(<Tags theme="vip" locale="en" site="us" />);
    await expect.element(page.getByRole('group', { name: 'Tags' })).toMatchScreenshot('tag-vip-us');
  });
});
