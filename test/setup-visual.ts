import { beforeEach } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the mouse off every rendered part (see vitest.config.ts). */
    parkPointer: () => Promise<void>;
  }
}

// The visual tests share one page and one pointer: park it before each, so no hover style from an
// earlier test's click shows in a screenshot.
beforeEach(async () => {
  await commands.parkPointer();
});
