import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createEarnWrapper } from '../../testing';
import { ErrorState } from './index';

const wrapper = createEarnWrapper();

/** The alert that says `text` (the provider's empty toast regions are alerts too). */
const alertOf = (text: string) => screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text));

describe('ErrorState', () => {
  it("LP-ERR-06 a network error shows the 'Networkerr' text as an alert", () => {
    render(<ErrorState />, { wrapper });
    expect(alertOf('Network error, please try again later')).toBeInTheDocument();
  });

  it('Retry loads again', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(<ErrorState onRetry={retry} />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('while retrying the button is busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(<ErrorState onRetry={retry} retrying />, { wrapper });
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(retry).not.toHaveBeenCalled();
  });

  it('without onRetry there is no button; the message can be replaced; Arabic reads Arabic', () => {
    const first = render(<ErrorState message="The chart could not be loaded." />, { wrapper });
    expect(alertOf('The chart could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    first.unmount();
    render(<ErrorState onRetry={() => undefined} />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    expect(alertOf('خطأ في الشبكة، يرجى المحاولة لاحقًا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
