import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useTabs, type UseTabsOptions } from './useTabs';

const labels = ['24 hours', '7 days', '30 days'];

/** A host's own markup over the hook: a vertical list, plain elements. */
function Periods(options: Partial<UseTabsOptions>) {
  const tabs = useTabs({ count: labels.length, ...options });
  return (
    <div>
      <div {...tabs.getTabListProps()} aria-label="Period">
        {labels.map((label, index) => (
          <button key={label} {...tabs.getTabProps(index)}>
            {label}
          </button>
        ))}
      </div>
      {labels.map((label, index) => (
        <div key={label} {...tabs.getPanelProps(index)}>
          Chart for {label}
        </div>
      ))}
    </div>
  );
}

describe('useTabs', () => {
  it('vertical tabs move with ArrowDown and ArrowUp and ignore ArrowRight', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Periods orientation="vertical" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Period' })).toHaveAttribute('aria-orientation', 'vertical');
    await user.click(screen.getByRole('tab', { name: '24 hours' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '24 hours' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: '24 hours' })).toHaveAttribute('aria-selected', 'true');
  });

  it('an explicit rtl direction reverses the arrows without any dir attribute', async () => {
    const user = userEvent.setup();
    render(<Periods direction="rtl" />);
    await user.click(screen.getByRole('tab', { name: '24 hours' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '7 days' })).toHaveTextContent('Chart for 7 days');
  });

  it('without loop the arrows stop at the ends', async () => {
    const user = userEvent.setup();
    render(<Periods loop={false} />);
    await user.click(screen.getByRole('tab', { name: '24 hours' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '24 hours' })).toHaveFocus();
  });
});
