import { describe, expect, it } from 'vitest';
import { directionOf } from '../../i18n/format';
import { ar } from '../../i18n/catalogue/ar';
import { en } from '../../i18n/catalogue/en';
import { errors as arErrors } from '../../i18n/catalogue/ar/errors';
import { launchpool as arLaunchpool } from '../../i18n/catalogue/ar/launchpool';
import { errors as enErrors } from '../../i18n/catalogue/en/errors';
import { launchpool as enLaunchpool } from '../../i18n/catalogue/en/launchpool';
import { SPOT_REDEEM_LABEL_KEYS } from '../shared/accountMode';
import { DATE_RANGE_WARNING_KEYS } from '../shared/dateRange';
import { RESPONSE_MESSAGE_KEYS } from '../shared/responseCode';
import { DISABLED_DESTINATION_TIP_KEY, REDEMPTION_DESTINATIONS, destinationLabelKey } from './destination';
import { REDEEM_AMOUNT_ERROR_KEYS, redeemDialogLabelKeys } from './redeemValidation';
import { STAKE_AMOUNT_ERROR_KEYS, stakeConfirmLabelKey } from './stakeValidation';
import { notificationToastKey } from './notifications';

const keysReturned: string[] = [
  ...STAKE_AMOUNT_ERROR_KEYS,
  ...REDEEM_AMOUNT_ERROR_KEYS,
  ...RESPONSE_MESSAGE_KEYS,
  ...Object.values(DATE_RANGE_WARNING_KEYS),
  ...Object.values(SPOT_REDEEM_LABEL_KEYS),
  ...Object.values(redeemDialogLabelKeys(true)),
  ...Object.values(redeemDialogLabelKeys(false)),
  ...REDEMPTION_DESTINATIONS.map((destination) => destinationLabelKey(destination, 'USDT')),
  ...REDEMPTION_DESTINATIONS.map((destination) => destinationLabelKey(destination, 'BTC', 'unified')),
  DISABLED_DESTINATION_TIP_KEY,
  stakeConfirmLabelKey('0'),
  stakeConfirmLabelKey('1'),
  notificationToastKey(true),
  notificationToastKey(false),
  'launchpool.eligibility.nextTierTip',
];

describe('launchpool and shared message keys', () => {
  it.each([...new Set(keysReturned)])(
    'LP-AMT-08 LP-AMT-09 LP-AMT-10 LP-DATE-04 LP-DATE-05 the key %s exists in English and Arabic',
    (key) => {
      expect(en).toHaveProperty([key]);
      expect(ar).toHaveProperty([key]);
    },
  );

  it("LP-DATE-04 LP-DATE-05 the date-range warnings keep the spec's keys", () => {
    expect(DATE_RANGE_WARNING_KEYS).toEqual({ 6: 'analysis date picker limit', 12: 'maximum time' });
  });

  // The VIP tag and the product names the exchange keeps in Latin letters on its Arabic pages.
  const LATIN_IN_ARABIC = new Set([
    'launchpool.stake.vip',
    'launchpool.notification.candyDrop',
    'launchpool.notification.launchpool',
    'launchpool.notification.hodlerAirdrop',
  ]);

  it('SH-LOCALE-01 the launchpool and errors namespaces ship in Arabic, right to left, with the same placeholders and Latin digits', () => {
    expect(directionOf('ar')).toBe('rtl');
    const pairs: Array<[Record<string, string>, Record<string, string>]> = [
      [enLaunchpool, arLaunchpool],
      [enErrors, arErrors],
    ];
    for (const [english, arabic] of pairs) {
      expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const translated = arabic[key] ?? '';
        expect(translated.match(/\{\w+\}/g)?.sort() ?? []).toEqual(text.match(/\{\w+\}/g)?.sort() ?? []);
        expect(translated).not.toMatch(/[\u0660-\u0669]/);
        if (!LATIN_IN_ARABIC.has(key)) expect(translated).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });
});
