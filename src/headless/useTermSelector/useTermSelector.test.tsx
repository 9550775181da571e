import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useTermSelector, type UseTermSelectorOptions } from './useTermSelector';

function Terms(props: Partial<UseTermSelectorOptions> & { dir?: 'ltr' | 'rtl' }) {
  const { dir = 'ltr', ...options } = props;
  const selector = useTermSelector({ values: ['7', '30', '90', '180'], ...options });
  return (
    <div dir={dir}>
      <div {...selector.getGroupProps()} aria-label="Term">
        {['7', '30', '90', '180'].map((days) => (
          <button key={days} {...selector.getRadioProps(days)}>
            {days} days
          </button>
        ))}
      </div>
    </div>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('useTermSelector', () => {
  it('with nothing selected, Tab lands on the first term; ArrowRight moves and selects', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Terms onValueChange={onValueChange} />);
    await user.tab();
    expect(radio('7 days')).toHaveFocus();
    expect(radio('7 days')).not.toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(radio('30 days')).toHaveFocus();
    expect(radio('30 days')).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('30');
  });

  it('Tab enters on the selected term and leaves the group in one step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Terms defaultValue="90" />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(radio('90 days')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('SH-LOCALE-01 in right-to-left text ArrowLeft goes to the next term and ArrowRight back', async () => {
    const user = userEvent.setup();
    render(<Terms dir="rtl" defaultValue="30" />);
    await user.click(radio('30 days'));
    await user.keyboard('{ArrowLeft}');
    expect(radio('90 days')).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(radio('7 days')).toBeChecked();
  });

  it('Up and Down move too, and the arrows wrap around', async () => {
    const user = userEvent.setup();
    render(<Terms defaultValue="7" />);
    await user.click(radio('7 days'));
    await user.keyboard('{ArrowUp}');
    expect(radio('180 days')).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radio('7 days')).toBeChecked();
  });

  it('a disabled term is skipped by the arrows and ignores clicks', async () => {
    const user = userEvent.setup();
    render(<Terms defaultValue="7" disabled={['30']} />);
    await user.click(radio('7 days'));
    await user.keyboard('{ArrowRight}');
    expect(radio('90 days')).toBeChecked();
    await user.click(radio('30 days'));
    expect(radio('30 days')).not.toBeChecked();
    expect(radio('30 days')).toHaveAttribute('aria-disabled', 'true');
  });

  it('controlled: the owner decides, Space asks for the focused term', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Terms value={null} onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenCalledWith('7');
    expect(radio('7 days')).not.toBeChecked();
  });
});
