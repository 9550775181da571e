import { describe, expect, it } from 'vitest';
import { timelineStepStates } from './timelineProgress';

const steps = [{ at: 100 }, { at: 200 }, { at: 300 }, { at: null }];

describe('timelineStepStates', () => {
  it.each([
    [
      'SE-TIMELINE-01 before the first step every step is upcoming',
      50,
      ['upcoming', 'upcoming', 'upcoming', 'upcoming'],
    ],
    [
      'SE-TIMELINE-01 at the subscription time the subscription is the current step',
      100,
      ['current', 'upcoming', 'upcoming', 'upcoming'],
    ],
    [
      'SE-TIMELINE-02 between two steps the last one reached is current',
      250,
      ['done', 'current', 'upcoming', 'upcoming'],
    ],
    [
      'SE-TIMELINE-03 a step without a time (redeem at any moment) is never reached by the clock',
      10_000,
      ['done', 'done', 'current', 'upcoming'],
    ],
  ])('%s', (_name, now, expected) => {
    expect(timelineStepStates(steps, now)).toEqual(expected);
  });

  it('SE-REDEEM-04 two steps at the same moment: the later one is current', () => {
    expect(timelineStepStates([{ at: 5 }, { at: 5 }], 5)).toEqual(['done', 'current']);
  });

  it('an empty timeline has no states', () => {
    expect(timelineStepStates([], 0)).toEqual([]);
  });
});
