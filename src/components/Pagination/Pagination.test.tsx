import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PAGE_SIZE } from '../../domain/shared';
import { EarnProvider } from '../EarnProvider';
import { Pagination } from './index';

describe('Pagination', () => {
  test('LP-LIST-01 shows numbered pages with gaps, the current one marked', () => {
    render(
      <EarnProvider>
        <Pagination total={200} defaultPage={8} />
      </EarnProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '7', '8', '9', '20']);
    expect(within(nav).getByRole('button', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 8 of 20');
  });

  test('LP-LIST-01 previous and next step one page, disabled at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <EarnProvider>
        <Pagination total={30} onPageChange={onPageChange} />
      </EarnProvider>,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('DEC-02 SE-HIST-06 with the history dialog size of 6, 13 rows make 3 pages', () => {
    render(
      <EarnProvider>
        <Pagination total={13} pageSize={PAGE_SIZE.historyDialog} />
      </EarnProvider>,
    );
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(3);
  });

  test('LP-LIST-01 one page or none: no pagination at all', () => {
    render(
      <EarnProvider>
        <Pagination total={10} />
      </EarnProvider>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  test('SH-LOCALE-01 in Arabic the buttons are named in Arabic', () => {
    render(
      <EarnProvider locale="ar">
        <Pagination total={30} />
      </EarnProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'الصفحات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeEnabled();
  });
});
