import { describe, expect, it } from 'vitest';
import { isolateText, stripIsolates } from './bidi';

describe('isolateText', () => {
  it('SH-LOCALE-01 wraps a date in first-strong and pop isolates so RTL text keeps it in one piece', () => {
    expect(isolateText('03/01/2024, 08:00 UTC+8')).toBe('\u206803/01/2024, 08:00 UTC+8\u2069');
  });

  it('stripIsolates gives back the text a user reads', () => {
    expect(stripIsolates(`Trade ${isolateText('1,000.00')} USD`)).toBe('Trade 1,000.00 USD');
  });
});
