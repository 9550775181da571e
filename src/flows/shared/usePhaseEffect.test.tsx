import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePhaseEffect, type PhaseStep } from './usePhaseEffect';

type Phase = 'editing' | 'checking' | 'submitting';

/** Renders the hook with starters for 'checking' and 'submitting' that record each start and keep its step. */
function renderPhases(initial: { phase: Phase | null; attempt: number }, options: { reactStrictMode?: boolean } = {}) {
  const starts: { phase: Phase; step: PhaseStep }[] = [];
  const view = renderHook(
    ({ phase, attempt }: { phase: Phase | null; attempt: number }) =>
      usePhaseEffect<Phase>(phase, attempt, {
        checking: (step) => starts.push({ phase: 'checking', step }),
        submitting: (step) => starts.push({ phase: 'submitting', step }),
      }),
    { initialProps: initial, ...options },
  );
  return { ...view, starts };
}

describe('usePhaseEffect', () => {
  it('starts a phase once per attempt, again on the next attempt, and not for a phase without a starter', () => {
    const { starts, rerender } = renderPhases({ phase: 'editing', attempt: 0 });
    expect(starts).toHaveLength(0);
    rerender({ phase: 'submitting', attempt: 1 });
    rerender({ phase: 'submitting', attempt: 1 });
    expect(starts.map(({ phase, step }) => `${phase}:${step.attempt}`)).toEqual(['submitting:1']);
    rerender({ phase: 'editing', attempt: 1 });
    rerender({ phase: 'submitting', attempt: 2 });
    expect(starts.map(({ phase, step }) => `${phase}:${step.attempt}`)).toEqual(['submitting:1', 'submitting:2']);
  });

  it('starts each phase of one attempt in turn', () => {
    const { starts, rerender } = renderPhases({ phase: 'checking', attempt: 1 });
    rerender({ phase: 'submitting', attempt: 1 });
    expect(starts.map(({ phase, step }) => `${phase}:${step.attempt}`)).toEqual(['checking:1', 'submitting:1']);
  });

  it('under StrictMode the double effect starts the call once, and its answer is still current', () => {
    const { starts, rerender } = renderPhases({ phase: 'editing', attempt: 0 }, { reactStrictMode: true });
    rerender({ phase: 'submitting', attempt: 1 });
    expect(starts).toHaveLength(1);
    expect(starts[0]?.step.isCurrent()).toBe(true);
  });

  it('under StrictMode a phase already set at mount starts once and stays current', () => {
    const { starts } = renderPhases({ phase: 'submitting', attempt: 1 }, { reactStrictMode: true });
    expect(starts).toHaveLength(1);
    expect(starts[0]?.step.isCurrent()).toBe(true);
  });

  it('an answer after unmount is stale: whileCurrent drops it', () => {
    const { starts, unmount } = renderPhases({ phase: 'submitting', attempt: 1 });
    const answers: string[] = [];
    const step = starts[0]!.step;
    const send = step.whileCurrent((answer: string) => answers.push(answer));
    send('before');
    unmount();
    send('after');
    expect(step.isCurrent()).toBe(false);
    expect(answers).toEqual(['before']);
  });

  it('an answer of an older attempt is stale once a newer attempt has started', () => {
    const { starts, rerender } = renderPhases({ phase: 'submitting', attempt: 1 });
    const answers: string[] = [];
    const older = starts[0]!.step.whileCurrent((answer: string) => answers.push(answer));
    rerender({ phase: 'submitting', attempt: 2 });
    const newer = starts[1]!.step.whileCurrent((answer: string) => answers.push(answer));
    act(() => {
      older('old');
      newer('new');
    });
    expect(answers).toEqual(['new']);
  });

  it('a phase leaving for one without a starter keeps its step current, so its answer lands', () => {
    const { starts, rerender } = renderPhases({ phase: 'submitting', attempt: 1 });
    rerender({ phase: 'editing', attempt: 1 });
    expect(starts[0]?.step.isCurrent()).toBe(true);
  });

  it('a null phase starts nothing until the phase is given, then starts it', () => {
    const { starts, rerender } = renderPhases({ phase: null, attempt: 1 });
    expect(starts).toHaveLength(0);
    rerender({ phase: 'submitting', attempt: 1 });
    expect(starts.map(({ phase }) => phase)).toEqual(['submitting']);
  });

  it('reads the starters of the latest render when a phase begins', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ phase, label }: { phase: Phase; label: string }) =>
        usePhaseEffect<Phase>(phase, 1, { submitting: () => seen.push(label) }),
      { initialProps: { phase: 'editing' as Phase, label: 'first' } },
    );
    rerender({ phase: 'editing', label: 'second' });
    rerender({ phase: 'submitting', label: 'third' });
    expect(seen).toEqual(['third']);
  });
});
