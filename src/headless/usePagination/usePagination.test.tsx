import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../../domain/shared';
import { usePagination } from './usePagination';

describe('usePagination', () => {
  it('SH-API-04 DEC-02 counts pages with the default size of 10', () => {
    const { result } = renderHook(() => usePagination({ total: 95 }));
    expect(result.current.pageCount).toBe(10);
  });

  it('DEC-02 SE-HIST-06 the history page size of 8 makes 3 pages of 17 rows', () => {
    const { result } = renderHook(() => usePagination({ total: 17, pageSize: PAGE_SIZE.history }));
    expect(result.current.pageCount).toBe(3);
  });

  it('LP-LIST-01 next and previous move one page and stop at the ends', () => {
    const onPageChange = vi.fn();
    const { result } = renderHook(() => usePagination({ total: 25, onPageChange }));
    expect(result.current.previousButtonProps.disabled).toBe(true);
    act(() => result.current.nextButtonProps.onClick());
    act(() => result.current.nextButtonProps.onClick());
    expect(result.current.page).toBe(3);
    expect(result.current.nextButtonProps.disabled).toBe(true);
    expect(result.current.getPageButtonProps(3)['aria-current']).toBe('page');
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('LP-LIST-01 controlled: it reports the page asked for and shows the page it is given', () => {
    const onPageChange = vi.fn();
    const { result, rerender } = renderHook((page: number) => usePagination({ total: 100, page, onPageChange }), {
      initialProps: 1,
    });
    act(() => result.current.getPageButtonProps(4).onClick());
    expect(onPageChange).toHaveBeenCalledWith(4);
    expect(result.current.page).toBe(1);
    rerender(4);
    expect(result.current.page).toBe(4);
  });

  it('LP-LIST-01 a total that shrinks keeps the page within the pages there are', () => {
    const { result, rerender } = renderHook((total: number) => usePagination({ total, defaultPage: 5 }), {
      initialProps: 100,
    });
    expect(result.current.page).toBe(5);
    rerender(21);
    expect(result.current.page).toBe(3);
  });

  it('SH-ERR-05 no rows: no pages, both steps disabled', () => {
    const { result } = renderHook(() => usePagination({ total: 0 }));
    expect(result.current.pageCount).toBe(0);
    expect(result.current.items).toEqual([]);
    expect(result.current.previousButtonProps.disabled).toBe(true);
    expect(result.current.nextButtonProps.disabled).toBe(true);
  });
});
