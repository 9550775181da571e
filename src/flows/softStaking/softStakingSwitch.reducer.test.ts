import { describe, expect, it } from 'vitest';
import {
  initialSoftStakingSwitchState,
  softStakingSwitchReducer,
  type SoftStakingSwitchEvent,
} from './softStakingSwitch.reducer';

const run = (events: readonly SoftStakingSwitchEvent[], from = initialSoftStakingSwitchState) =>
  events.reduce(softStakingSwitchReducer, from);

describe('softStakingSwitchReducer', () => {
  it('SS-SWITCH-03 activation sends nothing until the terms are ticked', () => {
    expect(run([{ type: 'CHOOSE', action: 'activate' }]).phase.kind).toBe('editing');
    expect(
      run([
        { type: 'TERMS.CHANGE', accepted: true },
        { type: 'CHOOSE', action: 'activate' },
      ]).phase,
    ).toEqual({
      kind: 'switching',
      status: true,
    });
  });

  it('SS-SWITCH-05 stop earning switches off; continue earning sends nothing', () => {
    expect(run([{ type: 'CHOOSE', action: 'stopEarning' }]).phase).toEqual({ kind: 'switching', status: false });
    expect(run([{ type: 'CHOOSE', action: 'continueEarning' }])).toMatchObject({
      attempt: 0,
      phase: { kind: 'done', status: null },
    });
  });

  it('SS-SWITCH-04 SS-API-02 success is done with the new status; a failure goes back to editing, terms kept', () => {
    const switching = run([
      { type: 'TERMS.CHANGE', accepted: true },
      { type: 'CHOOSE', action: 'activate' },
    ]);
    expect(switching.attempt).toBe(1);
    expect(run([{ type: 'SWITCH.SUCCESS' }], switching).phase).toEqual({ kind: 'done', status: true });
    expect(run([{ type: 'SWITCH.FAILURE' }], switching)).toMatchObject({
      termsAccepted: true,
      phase: { kind: 'editing' },
    });
    // A second press while the call runs sends nothing more.
    expect(run([{ type: 'CHOOSE', action: 'activate' }], switching)).toBe(switching);
  });

  it('closing starts afresh, except while the switch is on its way', () => {
    const ticked = run([{ type: 'TERMS.CHANGE', accepted: true }]);
    expect(run([{ type: 'DIALOG.CLOSE' }], ticked)).toEqual(initialSoftStakingSwitchState);
    const switching = run([{ type: 'CHOOSE', action: 'activate' }], ticked);
    expect(run([{ type: 'DIALOG.CLOSE' }], switching)).toBe(switching);
  });
});
