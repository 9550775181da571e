import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateFromFraction, type Rate } from '../shared/rate';
import {
  REDEMPTION_DESTINATIONS,
  allowsEarlyRedemption,
  chooseDestination,
  destinationLabelKey,
  destinationOptions,
  destinationRates,
  initialDestination,
  showsDestinationSection,
  simpleEarnPeriodFor,
} from './destination';
import { createRewardPool, createSimpleEarnOption } from './factories';

const rate = (text: string) => rateFromFraction(text) as Rate;
const fixedPool = createRewardPool({
  coin: 'BTC',
  simpleEarn: createSimpleEarnOption({
    fixedPeriod: 30,
    userPeriod: 30,
    fixedRate: rate('0.08'),
    extRate: rate('0.01'),
  }),
});
const flexiblePool = createRewardPool({
  coin: 'BTC',
  simpleEarn: createSimpleEarnOption({ fixedPeriod: 30, userPeriod: 0, rate: rate('0.03') }),
});
const flexibleOnlyPool = createRewardPool({ coin: 'SOL', simpleEarn: createSimpleEarnOption() });
const stakingPool = createRewardPool({ coin: 'ETH', staking: { rate: rate('0.04') } });
const usdtStakingPool = createRewardPool({ coin: 'USDT', staking: { rate: rate('0.05') } });
const otherStakingPool = createRewardPool({ coin: 'SOL', staking: { rate: rate('0.06') } });
const spotPool = createRewardPool({ coin: 'GT' });

describe('redemption destination', () => {
  it('LP-DEST-01 the destinations are fixed, flexible, staking and spot', () => {
    expect([...REDEMPTION_DESTINATIONS]).toEqual(['fixed', 'flexible', 'staking', 'spot']);
  });

  it.each([
    ['LP-DEST-02 simple earn with user_period above 0', fixedPool, 'fixed'],
    ['LP-DEST-03 simple earn with user_period 0', flexiblePool, 'flexible'],
    ['LP-DEST-04 staking', stakingPool, 'staking'],
    ['LP-DEST-11 staking for USDT (GUSD minting)', usdtStakingPool, 'staking'],
    ['LP-DEST-05 any other pool', spotPool, 'spot'],
    ['LP-DEST-10 staking for a coin other than BTC, ETH, USDT', otherStakingPool, 'spot'],
  ])('%s gives %s', (_label, pool, destination) => {
    expect(initialDestination(pool)).toBe(destination);
  });

  it.each([
    [fixedPool, true],
    [stakingPool, true],
    [spotPool, false],
    [otherStakingPool, false],
  ])('LP-DEST-06 the section shows only with simple earn or staking (%#: %s)', (pool, expected) => {
    expect(showsDestinationSection(pool)).toBe(expected);
  });

  it.each([
    [
      'LP-DEST-07 fixed first disables the others',
      fixedPool,
      [
        ['fixed', false],
        ['flexible', true],
        ['spot', true],
      ],
    ],
    [
      'LP-DEST-03 flexible first leaves all enabled',
      flexiblePool,
      [
        ['fixed', false],
        ['flexible', false],
        ['spot', false],
      ],
    ],
    [
      'LP-DEST-03 a pool without a term offers flexible and spot',
      flexibleOnlyPool,
      [
        ['flexible', false],
        ['spot', false],
      ],
    ],
    [
      'LP-DEST-04 LP-DEST-10 staking is offered for ETH',
      stakingPool,
      [
        ['staking', false],
        ['spot', false],
      ],
    ],
    ['LP-DEST-10 staking is not offered for SOL', otherStakingPool, []],
  ] as const)('%s', (_label, pool, expected) => {
    expect(destinationOptions(pool).map((option) => [option.destination, option.disabled])).toEqual(expected);
  });

  it('LP-DEST-08 clicking a disabled option gives the tip-3 info toast; an enabled one is chosen', () => {
    const options = destinationOptions(fixedPool);
    expect(chooseDestination(options, 'spot')).toEqual({ ok: false, error: { key: 'launchpool.destination.tip3' } });
    expect(chooseDestination(options, 'fixed')).toEqual({ ok: true, value: 'fixed' });
    expect(chooseDestination(destinationOptions(flexiblePool), 'spot')).toEqual({ ok: true, value: 'spot' });
  });

  it.each([
    ['fixed', false],
    ['flexible', true],
    ['staking', true],
    ['spot', true],
  ] as const)('LP-DEST-09 %s allows early redemption: %s', (destination, expected) => {
    expect(allowsEarlyRedemption(destination)).toBe(expected);
  });

  it.each([
    ['staking', 'USDT', 'classic', 'launchpool.destination.gusdMinting'],
    ['staking', 'ETH', 'classic', 'launchpool.destination.staking'],
    ['fixed', 'USDT', 'classic', 'launchpool.destination.fixed'],
    ['spot', 'BTC', 'classic', 'launchpool.destination.spot'],
    ['spot', 'BTC', 'unified', 'launchpool.destination.unifiedAccount'],
  ] as const)('LP-DEST-11 SH-MODE-04 %s for %s in %s mode reads %s', (destination, coin, mode, key) => {
    expect(destinationLabelKey(destination, coin, mode)).toBe(key);
  });

  it('LP-DATA-10 LP-DATA-11 each destination earns its own rate', () => {
    expect(destinationRates(fixedPool, 'fixed')).toEqual({ rate: '0.08', bonusRate: '0.01' });
    expect(destinationRates(flexiblePool, 'flexible')).toEqual({ rate: '0.03', bonusRate: null });
    expect(destinationRates(stakingPool, 'staking')).toEqual({ rate: '0.04', bonusRate: null });
    expect(destinationRates(stakingPool, 'spot')).toBeNull();
  });

  it.each([
    [fixedPool, 'fixed', 30],
    [createRewardPool({ simpleEarn: createSimpleEarnOption({ fixedPeriod: 90, userPeriod: 0 }) }), 'fixed', 90],
    [flexiblePool, 'flexible', undefined],
    [spotPool, 'fixed', undefined],
  ] as const)('LP-API-11 LP-DATA-10 simpleEarnPeriod for destination %#: %j', (pool, destination, expected) => {
    expect(simpleEarnPeriodFor(pool, destination)).toBe(expected);
  });

  it('LP-DEST-07 property: the initial destination is always an enabled option when the section shows', () => {
    const option = fc.option(
      fc.record({ fixedPeriod: fc.integer({ min: 0, max: 365 }), userPeriod: fc.integer({ min: 0, max: 365 }) }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        option,
        fc.boolean(),
        fc.constantFrom('BTC', 'ETH', 'USDT', 'SOL'),
        (simpleEarn, hasStaking, coin) => {
          const pool = createRewardPool({
            coin,
            simpleEarn: simpleEarn ? createSimpleEarnOption(simpleEarn) : null,
            staking: hasStaking ? { rate: rate('0.01') } : null,
          });
          const options = destinationOptions(pool);
          const initial = initialDestination(pool);
          expect(options.length > 0).toBe(showsDestinationSection(pool));
          if (options.length > 0) expect(chooseDestination(options, initial)).toEqual({ ok: true, value: initial });
          if (initial === 'fixed')
            expect(
              options.filter((candidate) => !candidate.disabled).map((candidate) => candidate.destination),
            ).toEqual(['fixed']);
        },
      ),
    );
  });
});
