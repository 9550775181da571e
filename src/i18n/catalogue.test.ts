/// <reference types="vite/client" />
import { ar } from './catalogue/ar';
import { en, type MessageKey } from './catalogue/en';
import { usOverlay } from './catalogue/us';

type Namespace = Record<string, string>;

// Every namespace file, read directly, so a key defined in two files (the later spread silently
// wins) or a namespace never spread into index.ts is caught.
const englishFiles = import.meta.glob<Record<string, Namespace>>(['./catalogue/en/*.ts', '!./catalogue/en/index.ts'], {
  eager: true,
});
const arabicFiles = import.meta.glob<Record<string, Namespace>>(['./catalogue/ar/*.ts', '!./catalogue/ar/index.ts'], {
  eager: true,
});

/** Placeholder names of a message, sorted: '{amount} {coin}' gives ['amount', 'coin']. */
function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** key -> the files defining it. */
function definitions(files: Record<string, Record<string, Namespace>>): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const [file, exports] of Object.entries(files)) {
    for (const namespace of Object.values(exports)) {
      for (const key of Object.keys(namespace)) byKey.set(key, [...(byKey.get(key) ?? []), file]);
    }
  }
  return byKey;
}

/**
 * Message keys the specification names in quotes or backticks (or in parentheses after the wording)
 * that read as catalogue keys. Listed explicitly: the spec's spelling is the contract.
 */
const specNamedKeys = [
  'finances.simpleEarn.minPurchaseAmount', // doc 1 §5 'minimum purchase amount'; SE-SUB validation
  'simple.event.ineligible', // doc 1 §4 special-product eligibility; §8 dialog
  'lend_earn.notsubscribe.toast', // doc 1 §8 locked funding on subscribe
  'lend_earn.notredeem.toast', // doc 1 §8 locked funding on redeem; DEC-24
  'redeem.number.minLimit', // doc 1 §5 flexible redeem minimum 0.000001; DEC-01
  'noRecord', // doc 1 §2 and §8 empty state; SH-ERR-05
  'Networkerr', // doc 1 §8, doc 2 §8 network failure toast; DEC-07
] as const;

const englishKeys = Object.keys(en) as MessageKey[];

describe('message catalogue', () => {
  it('SH-LOCALE-01 every English key exists in Arabic, and Arabic has no key English lacks', () => {
    const arabicKeys = new Set(Object.keys(ar));
    expect(englishKeys.filter((key) => !arabicKeys.has(key))).toEqual([]);
    expect([...arabicKeys].filter((key) => !(key in en))).toEqual([]);
  });

  it.each(englishKeys)('SH-LOCALE-01 %s has the same placeholders in Arabic as in English', (key) => {
    expect(placeholdersOf(ar[key])).toEqual(placeholdersOf(en[key]));
  });

  it('SH-LOCALE-01 no message is empty, in English or Arabic', () => {
    expect(englishKeys.filter((key) => en[key].trim() === '')).toEqual([]);
    expect(englishKeys.filter((key) => ar[key].trim() === '')).toEqual([]);
  });

  it('SH-LOCALE-01 no key is defined in two English namespace files', () => {
    const duplicated = [...definitions(englishFiles)].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(duplicated)).toEqual({});
  });

  it('SH-LOCALE-01 no key is defined in two Arabic namespace files', () => {
    const duplicated = [...definitions(arabicFiles)].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(duplicated)).toEqual({});
  });

  it('SH-LOCALE-01 every namespace file is merged into its catalogue, with its own text', () => {
    for (const [files, catalogue] of [
      [englishFiles, en],
      [arabicFiles, ar],
    ] as const) {
      const lost = [...definitions(files).keys()].filter((key) => !(key in catalogue));
      expect(lost).toEqual([]);
      for (const exports of Object.values(files)) {
        for (const namespace of Object.values(exports)) {
          for (const [key, text] of Object.entries(namespace)) expect((catalogue as Namespace)[key]).toBe(text);
        }
      }
    }
  });

  it.each(specNamedKeys)('SH-ERR-05 the key the specification names, %s, is in the English catalogue', (key) => {
    expect(Object.keys(en)).toContain(key);
    expect(Object.keys(ar)).toContain(key);
  });

  it('SH-US-01 every key of the US overlay exists in the catalogue with the same placeholders', () => {
    for (const [locale, overlay] of Object.entries(usOverlay)) {
      for (const [key, text] of Object.entries(overlay)) {
        expect(Object.keys(en), `${locale}: ${key}`).toContain(key);
        expect(placeholdersOf(text ?? ''), `${locale}: ${key}`).toEqual(placeholdersOf(en[key as MessageKey]));
      }
    }
  });

  it('SH-US-01 the Arabic US overlay rewords exactly what the English one does', () => {
    expect(Object.keys(usOverlay.ar ?? {}).sort()).toEqual(Object.keys(usOverlay.en ?? {}).sort());
  });

  it("SH-US-01 every launchpool message that says 'stake' has US wording without it", () => {
    // 'Staking' here names the staking product (a redemption destination), not the launchpool action.
    const productNames = new Set(['launchpool.destination.staking']);
    const saysStake = englishKeys.filter(
      (key) => key.startsWith('launchpool.') && !productNames.has(key) && /\bstak(e|ed|es|ing)\b/i.test(en[key]),
    );
    expect(saysStake.length).toBeGreaterThan(0);
    for (const key of saysStake) {
      const us = usOverlay.en?.[key];
      expect(us, key).toBeDefined();
      expect(us, key).not.toMatch(/\bstak/i);
    }
  });

  it("SH-US-02 every message that says 'Redeem early' has US wording 'Claim early'", () => {
    const saysRedeemEarly = englishKeys.filter((key) => /\bredeem early\b/i.test(en[key]));
    expect(saysRedeemEarly.length).toBeGreaterThan(0);
    for (const key of saysRedeemEarly) expect(usOverlay.en?.[key], key).toMatch(/claim early/i);
  });
});
