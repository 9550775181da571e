import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh: what it decides about the engine is kept for the module's life.
async function freshModule() {
  vi.resetModules();
  return import('./formatNumber');
}

const original = Intl.NumberFormat;
let built = 0;

/** Counts the real formatters built from here on (each `new Intl.NumberFormat` still builds one). */
function countFormatters() {
  built = 0;
  Intl.NumberFormat = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built += 1;
      return Reflect.construct(target, args);
    },
  });
}

const AMOUNT = {
  locale: 'en',
  numberingSystem: 'latn',
  minimumFractionDigits: 0,
  maximumFractionDigits: 8,
  useGrouping: true,
  signDisplay: 'auto',
  style: 'decimal',
} as const;

describe('prepareNumberFormat', () => {
  afterEach(() => {
    Intl.NumberFormat = original;
  });

  it('builds the engine probe formatter up front, so the first figure builds only its own', async () => {
    const { formatDecimalText, prepareNumberFormat } = await freshModule();
    countFormatters();
    prepareNumberFormat();
    expect(built).toBe(1);
    expect(formatDecimalText('1234567.12345678', AMOUNT)).toBe('1,234,567.12345678');
    expect(built).toBe(2);
  });

  it('without it, the first figure builds the probe and its own formatter, and reads the same', async () => {
    const { formatDecimalText } = await freshModule();
    countFormatters();
    expect(formatDecimalText('1234567.12345678', AMOUNT)).toBe('1,234,567.12345678');
    expect(built).toBe(2);
  });

  it('is idempotent: a second call builds nothing', async () => {
    const { prepareNumberFormat } = await freshModule();
    prepareNumberFormat();
    countFormatters();
    prepareNumberFormat();
    expect(built).toBe(0);
  });
});
