import { render, renderHook, screen } from '@testing-library/react';
import { useEarn } from '../context/context';
import { useFormat } from '../context/useFormat';
import { useTranslate } from '../context/useTranslate';
import { EarnTestProvider, createEarnWrapper } from './EarnTestProvider';
import { createTestUser, testGuest } from './createTestUser';

describe('EarnTestProvider', () => {
  it('SH-LOCALE-01 defaults to English, left to right, Latin digits and the UTC clock', () => {
    const { result } = renderHook(() => useEarn(), { wrapper: EarnTestProvider });
    expect(result.current).toMatchObject({
      locale: 'en',
      direction: 'ltr',
      site: 'global',
      theme: 'light',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    expect(result.current.user).toEqual(testGuest);
  });

  it('SE-TIMELINE-04 dates read the same on every machine, whatever its time zone', () => {
    const { result } = renderHook(() => useFormat(), { wrapper: EarnTestProvider });
    expect(result.current.dateTime(Date.UTC(2024, 0, 5))).toBe('01/05/2024, 00:00');
  });

  it("navigation never leaves the page by default, and reaches the test's spy when given", () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { result } = renderHook(() => useEarn(), { wrapper: EarnTestProvider });
    result.current.navigate('/login');
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();

    const navigate = vi.fn();
    const spied = renderHook(() => useEarn(), { wrapper: createEarnWrapper({ navigate }) });
    spied.result.current.navigate('/myaccount/deposit/BTC');
    expect(navigate).toHaveBeenCalledWith('/myaccount/deposit/BTC');
  });

  it('SH-US-01 a wrapper for the US site in Arabic reads the US wording, right to left', () => {
    const { result } = renderHook(() => ({ t: useTranslate(), earn: useEarn() }), {
      wrapper: createEarnWrapper({ site: 'us', locale: 'ar' }),
    });
    expect(result.current.earn.direction).toBe('rtl');
    expect(result.current.t('launchpool.action.stake')).toBe('التزام');
  });

  it('createTestUser makes a verified VIP 0 user unless told otherwise', () => {
    expect(createTestUser()).toEqual({ kind: 'user', name: 'Test User', vipLevel: 0, verified: true });
    expect(createTestUser({ vipLevel: 5, verified: false })).toEqual({
      kind: 'user',
      name: 'Test User',
      vipLevel: 5,
      verified: false,
    });
  });

  it('the test user reaches components', () => {
    function Greeting() {
      const { user } = useEarn();
      return <p>{user.kind === 'user' ? `${user.name} VIP ${user.vipLevel}` : 'guest'}</p>;
    }
    render(<Greeting />, { wrapper: createEarnWrapper({ user: createTestUser({ name: 'Ada', vipLevel: 3 }) }) });
    expect(screen.getByText('Ada VIP 3')).toBeInTheDocument();
  });
});
