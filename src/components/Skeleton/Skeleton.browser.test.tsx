import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fundsSourceSkeletonCount } from '../../domain/shared';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { Skeleton, SkeletonGroup } from './Skeleton';

// A still shimmer, so the placeholders hold still for a screenshot.
const stillShimmer = '[data-slot="skeleton"] { animation: none !important; }';

function Placeholders({ theme, count, mobile = false }: { theme: ThemeName; count: number; mobile?: boolean }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme}>
      <style>{stillShimmer}</style>
      <div
        role="group"
        aria-label="Placeholders"
        style={{
          display: 'grid',
          gap: 'var(--ek-space-xl)',
          inlineSize: mobile ? '343px' : '420px',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <SkeletonGroup count={count} />
        <SkeletonGroup>
          <div style={{ display: 'flex', gap: 'var(--ek-space-sm)', alignItems: 'center' }}>
            <Skeleton shape="circle" />
            <Skeleton shape="title" />
          </div>
          <Skeleton shape="text" />
          <Skeleton shape="text" style={{ inlineSize: '70%' }} />
        </SkeletonGroup>
      </div>
    </EarnProvider>
  );
}

describe('Skeleton look', () => {
  it('LP-FUNDS-03 4 block placeholders on desktop and a card layout (light)', async () => {
    render(<Placeholders theme="light" count={fundsSourceSkeletonCount(false)} />);
    await expect.element(page.getByRole('group', { name: 'Placeholders' })).toMatchScreenshot('skeleton-desktop-light');
  });

  it('LP-FUNDS-02 3 block placeholders on a phone, in the dark theme', async () => {
    await page.viewport(375, 812);
    render(<Placeholders theme="dark" count={fundsSourceSkeletonCount(true)} mobile />);
    await expect.element(page.getByRole('group', { name: 'Placeholders' })).toMatchScreenshot('skeleton-mobile-dark');
    await page.viewport(1280, 800);
  });
});
