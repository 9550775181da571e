import { cleanup, render } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import axe from 'axe-core';
import fc from 'fast-check';
import { useState } from 'react';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { FundingPasswordModal } from '../FundingPasswordModal/FundingPasswordModal';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../Popover';
import { useToast } from '../Toast';
import { Tooltip } from '../Tooltip';
import { ModalBody, ModalContent, ModalRoot, ModalTitle, ModalTrigger } from './index';

/*
 * A model-based test of overlay stacks (issue 18; radix-ui/primitives #1241, a page left unclickable
 * after nested dialogs): random sequences open and close the modal, the sheet, popovers, tooltips,
 * toasts and the funding-password prompt in any nesting, and after every step the page must be as the
 * model says: the layers open are the model's, focus is where it belongs (back on the opener after a
 * close), the opener is hit by a click at its centre (no `pointer-events: none` left over it), no
 * `inert` is left and the page has not scrolled. After each sequence everything is closed and axe runs.
 *
 * It drives the page with Testing Library's user-event inside the browser rather than Playwright's
 * mouse: the same pointer, focus and key events, without a round trip to Node per event, so 1,000
 * sequences take about a minute on a busy 2-core machine.
 */

const containers = ['modal', 'sheet', 'popover'] as const;
const leaves = ['tooltip', 'toast', 'fundpass'] as const;
type Kind = (typeof containers)[number] | (typeof leaves)[number];
/** Deepest nesting: layer 4 has no openers inside it. */
const MAX_DEPTH = 4;
/** How far the page is scrolled before any overlay opens; every step must leave it there. */
const PAGE_SCROLL = 300;

const openerName = (kind: Kind, level: number) => `Open ${kind} ${level}`;
const layerName = (kind: Kind, level: number) => (kind === 'fundpass' ? 'fundpass' : `${kind} ${level}`);

/** Each toast opener leaves a way to dismiss its toast, as the toast's own timer does. */
const dismissToast = new Map<number, () => void>();

function ToastOpener({ level }: { level: number }) {
  const toast = useToast();
  const id = `toast-${level}`;
  dismissToast.set(level, () => toast.dismiss(id));
  return (
    <button
      type="button"
      onClick={() => toast.show({ id, severity: 'info', title: `toast ${level}`, duration: Infinity })}
    >
      {openerName('toast', level)}
    </button>
  );
}

function FundpassOpener({ level }: { level: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {openerName('fundpass', level)}
      </button>
      <FundingPasswordModal open={open} onOpenChange={setOpen} onSubmit={() => undefined} />
    </>
  );
}

/** The openers of every kind of layer, at one level; each container layer holds those of the next. */
function Openers({ level }: { level: number }) {
  if (level > MAX_DEPTH) return null;
  const inner = <Openers level={level + 1} />;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(['modal', 'sheet'] as const).map((kind) => (
        <ModalRoot key={kind}>
          <ModalTrigger>{openerName(kind, level)}</ModalTrigger>
          <ModalContent presentation={kind === 'modal' ? 'dialog' : 'sheet'}>
            <ModalTitle>{layerName(kind, level)}</ModalTitle>
            <ModalBody>{inner}</ModalBody>
          </ModalContent>
        </ModalRoot>
      ))}
      <PopoverRoot>
        <PopoverTrigger>{openerName('popover', level)}</PopoverTrigger>
        <PopoverContent title={layerName('popover', level)}>{inner}</PopoverContent>
      </PopoverRoot>
      <Tooltip content={layerName('tooltip', level)} delay={0}>
        <button type="button">{openerName('tooltip', level)}</button>
      </Tooltip>
      <ToastOpener level={level} />
      <FundpassOpener level={level} />
    </div>
  );
}

function Page() {
  return (
    <EarnProvider>
      <main>
        <h1 style={{ marginBlockStart: 400 }}>Earn</h1>
        <Openers level={1} />
        <p style={{ blockSize: 2000 }}>The page goes on below.</p>
      </main>
    </EarnProvider>
  );
}

interface Layer {
  kind: Kind;
  level: number;
}
interface Model {
  stack: Layer[];
  /** The opener focus must be on after the last step. */
  focus: string;
}
type Real = Record<string, never>;

const user = userEventLib.setup({ delay: null, document });

function button(name: string): HTMLElement {
  const found = [...document.querySelectorAll('button')].filter((element) => element.textContent === name);
  if (found.length !== 1) throw new Error(`${found.length} buttons named "${name}"`);
  return found[0]!;
}

/** A dialog's name as the harness gave it; the funding-password prompt has its own title, from the catalogue. */
function layerOf(dialog: Element): string {
  const labelledBy = dialog.getAttribute('aria-labelledby');
  const name = (labelledBy && document.getElementById(labelledBy)?.textContent) || '';
  return /^(modal|sheet|popover) \d$/.test(name) ? name : 'fundpass';
}

/** The layers on screen, by the names the harness gave them. */
function openLayers(): string[] {
  const dialogs = [...document.querySelectorAll('[role="dialog"]')].map(layerOf);
  const tooltips = [...document.querySelectorAll('[role="tooltip"]')].map((tip) => tip.textContent ?? '');
  const toasts = [...document.querySelectorAll('[data-slot="toast"]')].map(
    (toast) => toast.querySelector('p')?.textContent?.replace(/^.*: /, '') ?? '',
  );
  return [...dialogs, ...tooltips, ...toasts].sort();
}

/** Whether a click at the element's centre reaches it: nothing covers it and no `pointer-events: none` is over it. */
function clickable(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  return hit !== null && (hit === element || element.contains(hit));
}

/** What the checks compare: the page's state as a user meets it. */
function observed(focusOn: string) {
  const focused = document.activeElement;
  return {
    layers: openLayers(),
    focus: focused?.textContent === focusOn ? focusOn : `${focused?.tagName} "${focused?.textContent?.slice(0, 40)}"`,
    focusClickable: focused instanceof HTMLElement && focused.textContent === focusOn ? clickable(focused) : false,
    scroll: window.scrollY,
    inert: document.querySelectorAll('[inert]').length,
  };
}

function expected(model: Model) {
  return {
    layers: model.stack.map((layer) => layerName(layer.kind, layer.level)).sort(),
    focus: model.focus,
    focusClickable: true,
    scroll: PAGE_SCROLL,
    inert: 0,
  };
}

/**
 * Waits until the page shows what is wanted, then compares: Radix moves focus and unmounts a task or two
 * after the event, not at once. It counts tasks, not milliseconds, and gives up only after thousands of
 * them (seconds even on a loaded machine), so a slow machine never fails it; a wrong page fails at the end
 * with the difference.
 */
async function settleTo<T>(read: () => T, want: T): Promise<void> {
  const wanted = JSON.stringify(want);
  for (let task = 0; task < 2000; task += 1) {
    if (JSON.stringify(read()) === wanted) return;
    await new Promise((resolve) => setTimeout(resolve, task < 20 ? 0 : 10));
  }
  expect(read()).toEqual(want);
}

async function expectPageToMatch(model: Model) {
  const want = expected(model);
  await settleTo(() => observed(want.focus), want);
}

const top = (model: Model) => model.stack.at(-1);

class Open implements fc.AsyncCommand<Model, Real> {
  constructor(readonly kind: Kind) {}
  check(model: Readonly<Model>) {
    const current = top(model);
    return model.stack.length < MAX_DEPTH && (!current || (containers as readonly string[]).includes(current.kind));
  }
  async run(model: Model) {
    const level = model.stack.length + 1;
    const opener = button(openerName(this.kind, level));
    if (this.kind === 'tooltip') {
      // A tooltip shows on keyboard focus: Tab's keydown, then the focus it moves.
      await user.keyboard('{Tab>}');
      opener.focus();
      await user.keyboard('{/Tab}');
    } else {
      await user.click(opener);
    }
    model.stack.push({ kind: this.kind, level });
    // Focus moves into a dialog or popover; a tooltip and a toast leave it on their opener.
    if (this.kind === 'tooltip' || this.kind === 'toast') model.focus = openerName(this.kind, level);
    await expectPageToMatchOpen(model, this.kind, level);
  }
  toString() {
    return `open ${this.kind}`;
  }
}

/** After an open, focus is inside the new layer (or on the opener of a tooltip or toast). */
async function expectPageToMatchOpen(model: Model, kind: Kind, level: number) {
  if (kind === 'tooltip' || kind === 'toast') return expectPageToMatch(model);
  const want = expected(model);
  await settleTo(
    () => {
      const seen = observed('');
      const layer = document.activeElement?.closest('[role="dialog"]');
      return { layers: seen.layers, focusIn: layer ? layerOf(layer) : 'page', scroll: seen.scroll, inert: seen.inert };
    },
    { layers: want.layers, focusIn: layerName(kind, level), scroll: PAGE_SCROLL, inert: 0 },
  );
}

class Close implements fc.AsyncCommand<Model, Real> {
  check(model: Readonly<Model>) {
    return model.stack.length > 0;
  }
  async run(model: Model) {
    await closeTop(model);
  }
  toString() {
    return 'close';
  }
}

async function closeTop(model: Model) {
  const layer = model.stack.pop()!;
  if (layer.kind === 'toast') dismissToast.get(layer.level)?.();
  else await user.keyboard('{Escape}');
  model.focus = openerName(layer.kind, layer.level);
  await expectPageToMatch(model);
}

const commands = [...[...containers, ...leaves].map((kind) => fc.constant(new Open(kind))), fc.constant(new Close())];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  window.scrollTo(0, 0);
});

test('overlay stacks never leave the page dead: 1,000 seeded sequences of modals, sheets, popovers, tooltips, toasts and the funding-password prompt', async () => {
  await page.viewport(1280, 800);
  let clean = false;
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 10 }), async (sequence) => {
      // One page for every sequence that ends clean, so anything a sequence leaves behind meets the next
      // one; a fresh page after a failure, so the shrunk sequences replay from the start.
      if (!clean) {
        cleanup();
        dismissToast.clear();
        render(<Page />);
        window.scrollTo(0, PAGE_SCROLL);
      }
      clean = false;
      const model: Model = { stack: [], focus: '' };
      await fc.asyncModelRun(() => ({ model, real: {} }), sequence);
      while (model.stack.length > 0) await closeTop(model);
      expect(document.body.style.pointerEvents).not.toBe('none');
      expect(document.querySelectorAll('[inert], body > [aria-hidden="true"]')).toHaveLength(0);
      const results = await axe.run(document, {
        resultTypes: ['violations'],
        // Nothing to fetch (the stylesheets are the page's own) and only the rule ids are read.
        preload: false,
        elementRef: false,
        selectors: false,
        ancestry: false,
        xpath: false,
      });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      clean = true;
    }),
    { seed: 18, numRuns: Number(import.meta.env.VITE_OVERLAY_RUNS ?? 1000), endOnFailure: true },
  );
  cleanup();
}, 600_000);
