import { describe, expect, it } from 'vitest';
import { readStakingFrameMessage, STAKING_FRAME_SOURCE, stakingFrameMessage, stakingFrameTargetOrigin } from './frame';

describe('framed view messages', () => {
  it('ST-ROUTE-02 each message carries its spec name as type, the source, and what the host acts on', () => {
    expect(stakingFrameMessage({ type: 'success', coin: 'ETH', pid: -1, amount: '1.5', stakeCoin: 'ETH' })).toEqual({
      source: STAKING_FRAME_SOURCE,
      type: 'success',
      coin: 'ETH',
      pid: -1,
      amount: '1.5',
      stakeCoin: 'ETH',
    });
    expect(stakingFrameMessage({ type: 'open_page', url: '/myaccount/funds/spot' })).toEqual({
      source: STAKING_FRAME_SOURCE,
      type: 'open_page',
      url: '/myaccount/funds/spot',
    });
  });

  it('a host reads back only our messages', () => {
    const close = stakingFrameMessage({ type: 'close', coin: 'SOL' });
    expect(readStakingFrameMessage(close)).toEqual(close);
    expect(readStakingFrameMessage({ source: STAKING_FRAME_SOURCE, type: 'navigate' })).toBeNull();
    expect(readStakingFrameMessage({ type: 'close' })).toBeNull();
    expect(readStakingFrameMessage('close')).toBeNull();
    expect(readStakingFrameMessage(null)).toBeNull();
  });
});

describe('the target origin of the messages', () => {
  it('is the embedding page’s origin, from ancestorOrigins first, else the referrer', () => {
    expect(
      stakingFrameTargetOrigin({ ancestorOrigin: 'https://host.example', referrer: 'https://other.example/a' }),
    ).toBe('https://host.example');
    expect(stakingFrameTargetOrigin({ referrer: 'http://127.0.0.1:4000/host.html?x=1' })).toBe('http://127.0.0.1:4000');
  });

  it('is none, so nothing is posted, when the host is unknown or not allowed (never "*")', () => {
    expect(stakingFrameTargetOrigin({})).toBeNull();
    expect(stakingFrameTargetOrigin({ referrer: '' })).toBeNull();
    expect(stakingFrameTargetOrigin({ referrer: 'not a url' })).toBeNull();
    expect(stakingFrameTargetOrigin({ referrer: 'about:blank' })).toBeNull();
    const allowedOrigins = ['https://host.example'];
    expect(stakingFrameTargetOrigin({ referrer: 'https://evil.example/', allowedOrigins })).toBeNull();
    expect(stakingFrameTargetOrigin({ referrer: 'https://host.example/page', allowedOrigins })).toBe(
      'https://host.example',
    );
  });
});
