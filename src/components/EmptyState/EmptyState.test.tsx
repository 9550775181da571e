import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createEarnWrapper } from '../../testing';
import { Button } from '../Button';
import { EmptyState } from './index';

const wrapper = createEarnWrapper();

describe('EmptyState', () => {
  it("SH-ERR-05 SE-HOLD-04 an empty list shows 'noRecord'", () => {
    render(<EmptyState />, { wrapper });
    expect(screen.getByText('No records')).toBeVisible();
  });

  it("SH-ERR-05 in Arabic the empty state reads the Arabic 'noRecord'", () => {
    render(<EmptyState />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    expect(screen.getByText('لا توجد سجلات')).toBeInTheDocument();
  });

  it("HD-FIXED-19 another text, such as 'No Data', replaces it", () => {
    render(<EmptyState title="No Data" size="compact" />, { wrapper });
    expect(screen.getByText('No Data')).toBeInTheDocument();
    expect(screen.queryByText('No records')).not.toBeInTheDocument();
  });

  it('an optional description and action show under the message', async () => {
    const user = userEvent.setup();
    const subscribe = vi.fn();
    render(
      <EmptyState description="Subscribe to start earning." action={<Button onClick={subscribe}>Subscribe</Button>} />,
      { wrapper },
    );
    expect(screen.getByText('Subscribe to start earning.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});
