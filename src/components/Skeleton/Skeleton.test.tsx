import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fundsSourceSkeletonCount } from '../../domain/shared';
import { createEarnWrapper } from '../../testing';
import { Skeleton, SkeletonGroup } from './index';

const wrapper = createEarnWrapper();

describe('Skeleton', () => {
  it("a loading region says 'Loading' once; its placeholders are hidden from screen readers", () => {
    const { container } = render(<SkeletonGroup count={2} />, { wrapper });
    // The provider's toast region is a status too; this one is the group's.
    const status = within(container).getByRole('status', { busy: true });
    expect(status).toHaveTextContent('Loading');
    expect(status).toHaveAttribute('aria-busy', 'true');
    const placeholders = container.querySelectorAll('[data-slot="skeleton"]');
    expect(placeholders).toHaveLength(2);
    for (const placeholder of placeholders) expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  });

  it('LP-FUNDS-02 while the funds-source chooser loads on mobile, 3 placeholders show', () => {
    const { container } = render(<SkeletonGroup count={fundsSourceSkeletonCount(true)} />, { wrapper });
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
  });

  it('LP-FUNDS-03 while the funds-source chooser loads on desktop, 4 placeholders show', () => {
    const { container } = render(<SkeletonGroup count={fundsSourceSkeletonCount(false)} />, { wrapper });
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  });

  it('a region of your own placeholders, with its own label in Arabic', () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton shape="circle" />
        <Skeleton shape="title" />
      </SkeletonGroup>,
      { wrapper: createEarnWrapper({ locale: 'ar' }) },
    );
    expect(within(container).getByRole('status', { busy: true })).toHaveTextContent('جارٍ التحميل');
  });
});
