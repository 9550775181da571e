import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createEarnWrapper } from '../../testing';
import { OptionGroup, type OptionGroupOption } from './OptionGroup';

const options: OptionGroupOption<string>[] = [
  { value: 'fixed', label: 'Fixed', description: '30-day term', detail: 'APR 5.00%' },
  { value: 'flexible', label: 'Flexible', disabled: true, disabledReason: 'Your fixed term is locked in' },
  { value: 'spot', label: 'Spot' },
];

function renderGroup(props: Partial<Parameters<typeof OptionGroup<string>>[0]> = {}, locale = 'en') {
  return render(<OptionGroup label="Destination" options={options} {...props} />, {
    wrapper: createEarnWrapper({ locale }),
  });
}

describe('OptionGroup', () => {
  it('is a named radio group whose options carry their description and detail', () => {
    renderGroup({ defaultValue: 'fixed' });
    expect(screen.getByRole('radiogroup', { name: 'Destination' })).toBeInTheDocument();
    const fixed = screen.getByRole('radio', { name: 'Fixed' });
    expect(fixed).toBeChecked();
    expect(fixed).toHaveAccessibleDescription('30-day term APR 5.00%');
    expect(screen.getByRole('radio', { name: 'Spot' })).not.toBeChecked();
  });

  it('has one Tab stop: the checked option, else the first enabled one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderGroup({ defaultValue: 'spot' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Spot' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
    unmount();
    renderGroup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Fixed' })).toHaveFocus();
  });

  it('arrow keys move and choose, reach a disabled option without choosing it, and wrap', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderGroup({ defaultValue: 'fixed', onValueChange });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const flexible = screen.getByRole('radio', { name: 'Flexible' });
    expect(flexible).toHaveFocus();
    expect(flexible).not.toBeChecked();
    expect(flexible).toHaveAttribute('aria-disabled', 'true');
    expect(flexible).toHaveAccessibleDescription('Your fixed term is locked in');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Spot' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('spot');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Fixed' })).toBeChecked();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Spot' })).toBeChecked();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Fixed' })).toBeChecked();
  });

  it('SH-LOCALE-01 in right-to-left text ArrowLeft moves to the next option', async () => {
    const user = userEvent.setup();
    renderGroup({ defaultValue: 'fixed' }, 'ar');
    await user.tab();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Spot' })).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Fixed' })).toBeChecked();
  });

  it('pressing a disabled option reports it instead of choosing it', async () => {
    const onValueChange = vi.fn();
    const onDisabledSelect = vi.fn();
    const user = userEvent.setup();
    renderGroup({ defaultValue: 'fixed', onValueChange, onDisabledSelect });
    await user.click(screen.getByRole('radio', { name: 'Flexible' }));
    expect(onDisabledSelect).toHaveBeenCalledWith('flexible');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Fixed' })).toBeChecked();
  });

  it('with allowDeselect, pressing the chosen option clears the choice', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderGroup({ defaultValue: 'spot', allowDeselect: true, onValueChange });
    await user.click(screen.getByRole('radio', { name: 'Spot' }));
    expect(onValueChange).toHaveBeenCalledWith(null);
    expect(screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true')).toHaveLength(
      0,
    );
  });

  it('controlled: shows the value it is given and only reports presses', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderGroup({ value: 'fixed', onValueChange });
    await user.click(screen.getByRole('radio', { name: 'Spot' }));
    expect(onValueChange).toHaveBeenCalledWith('spot');
    expect(screen.getByRole('radio', { name: 'Fixed' })).toBeChecked();
  });
});
