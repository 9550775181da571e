import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { Box, Inline, Stack } from './index';

function Layout({ locale }: { locale: string }) {
  return (
    <EarnProvider timeZone="UTC" locale={locale}>
      <Box padding="xl" style={{ inlineSize: '400px' }}>
        <Inline space="lg" align="between" data-testid="line">
          <span data-testid="first">first</span>
          <span data-testid="last">last</span>
        </Inline>
        <Box paddingInline="xl" data-testid="indented">
          <span data-testid="indented-text">text</span>
        </Box>
        <Stack space="lg" align="end" data-testid="stack">
          <span data-testid="top">top</span>
          <span data-testid="bottom">bottom</span>
        </Stack>
      </Box>
    </EarnProvider>
  );
}

const box = (testId: string) => page.getByTestId(testId).element().getBoundingClientRect();

describe('layout primitives in the browser', () => {
  it('an Inline puts its first child at the start of the reading direction: left in English, right in Arabic', async () => {
    const { unmount } = render(<Layout locale="en" />);
    await expect.element(page.getByTestId('first')).toBeVisible();
    expect(box('first').left).toBeLessThan(box('last').left);
    unmount();
    render(<Layout locale="ar" />);
    await expect.element(page.getByTestId('first')).toBeVisible();
    expect(box('first').left).toBeGreaterThan(box('last').left);
  });

  it("a Stack's space is the token's, and align end is the reading direction's end", async () => {
    render(<Layout locale="ar" />);
    await expect.element(page.getByTestId('top')).toBeVisible();
    const space = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--ek-space-lg'));
    expect(box('bottom').top - box('top').bottom).toBeCloseTo(space, 0);
    // In Arabic the end is the left edge.
    expect(box('top').left).toBeCloseTo(box('stack').left, 0);
  });

  it('padding on the inline sides is the same on both, in either direction', async () => {
    render(<Layout locale="ar" />);
    await expect.element(page.getByTestId('indented-text')).toBeVisible();
    const space = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--ek-space-xl'));
    // The text starts (on the right in Arabic) one token in from the box's start edge.
    expect(box('indented').right - box('indented-text').right).toBeCloseTo(space, 0);
  });
});
