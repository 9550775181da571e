import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider/EarnProvider';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'flexible', label: 'Flexible', content: <p>Flexible products</p> },
  { value: 'fixed', label: 'Fixed', content: <p>Fixed products</p> },
  { value: 'vip', label: 'VIP', content: <p>VIP products</p>, disabled: true },
  { value: 'history', label: 'History', content: <p>Your history</p> },
];

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

describe('Tabs', () => {
  it('shows the selected tab panel, named by its tab; Tab enters the list on the selected tab only', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Products" items={items} defaultValue="fixed" />);
    expect(screen.getByRole('tablist', { name: 'Products' })).toBeInTheDocument();
    expect(tab('Fixed')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Fixed' })).toHaveTextContent('Fixed products');

    await user.tab();
    expect(tab('Fixed')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Fixed' })).toHaveFocus();
  });

  it('in left-to-right text ArrowRight selects the next tab, skipping disabled ones, and wraps', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <EarnProvider locale="en">
        <Tabs aria-label="Products" items={items} onValueChange={onValueChange} />
      </EarnProvider>,
    );
    await user.click(tab('Flexible'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Fixed')).toHaveFocus();
    expect(tab('Fixed')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('fixed');

    await user.keyboard('{ArrowRight}');
    expect(tab('History')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Flexible')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('History')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Your history');
  });

  it('in right-to-left text ArrowLeft moves to the next tab and ArrowRight to the previous', async () => {
    const user = userEvent.setup();
    render(
      <EarnProvider locale="ar">
        <Tabs aria-label="Products" items={items} />
      </EarnProvider>,
    );
    await user.click(tab('Flexible'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Fixed')).toHaveFocus();
    expect(tab('Fixed')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Flexible')).toHaveFocus();
    expect(tab('Flexible')).toHaveAttribute('aria-selected', 'true');
  });

  it('Home and End go to the first and last tabs', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Products" items={items} defaultValue="fixed" />);
    await user.click(tab('Fixed'));
    await user.keyboard('{End}');
    expect(tab('History')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Flexible')).toHaveAttribute('aria-selected', 'true');
  });

  it('with manual activation arrows only move focus; Enter selects', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Products" items={items} activation="manual" />);
    await user.click(tab('Flexible'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Fixed')).toHaveFocus();
    expect(tab('Flexible')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Flexible' })).toBeVisible();

    await user.keyboard('{Enter}');
    expect(tab('Fixed')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Fixed' })).toHaveTextContent('Fixed products');
  });

  it('a disabled tab cannot be selected by click', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Products" items={items} />);
    await user.click(tab('VIP'));
    expect(tab('VIP')).toHaveAttribute('aria-selected', 'false');
    expect(tab('VIP')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('Flexible')).toHaveAttribute('aria-selected', 'true');
  });

  it('follows its value when controlled', () => {
    const { rerender } = render(<Tabs aria-label="Products" items={items} value="flexible" />);
    expect(tab('Flexible')).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs aria-label="Products" items={items} value="history" />);
    expect(tab('History')).toHaveAttribute('aria-selected', 'true');
  });
});
