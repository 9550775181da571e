import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePromptRequest } from './usePromptRequest';

describe('usePromptRequest', () => {
  it('SH-FUNDPASS-02 a request opens the prompt and resolves with the submitted value', async () => {
    const { result } = renderHook(() => usePromptRequest<string, { attempt: number }>());
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = result.current.request({ attempt: 1 });
    });
    expect(result.current.open).toBe(true);
    expect(result.current.context).toEqual({ attempt: 1 });
    act(() => result.current.submit('secret'));
    await expect(answer).resolves.toBe('secret');
    expect(result.current.open).toBe(false);
  });

  it('requests made while one waits share its answer; the latest context shows', async () => {
    const { result } = renderHook(() => usePromptRequest<string, string>());
    let first: Promise<string | null> = Promise.resolve(null);
    let second: Promise<string | null> = Promise.resolve(null);
    act(() => {
      first = result.current.request('a');
      second = result.current.request('b');
    });
    expect(result.current.context).toBe('b');
    act(() => result.current.cancel());
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBeNull();
  });

  it('a prompt unmounted while waiting answers null, so no caller hangs', async () => {
    const { result, unmount } = renderHook(() => usePromptRequest<string>());
    let answer: Promise<string | null> = Promise.resolve('');
    act(() => {
      answer = result.current.request();
    });
    unmount();
    await expect(answer).resolves.toBeNull();
  });
});
