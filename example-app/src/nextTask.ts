/**
 * Resolves in a task of its own. Start-up work split by it runs as a row of short tasks rather than one long one:
 * a phone keeps answering input between them, and Lighthouse's total blocking time counts only what a task holds
 * past 50 ms (docs/performance.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
