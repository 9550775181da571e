// @vitest-environment node
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = path.resolve(__dirname, 'SimpleEarnProducts.tsx');

/** The inputs of every output chunk reachable from the entry through static imports only. */
function eagerInputs(metafile: Metafile): { eager: string[]; all: string[] } {
  const outputs = Object.entries(metafile.outputs);
  const [entryOutput] =
    outputs.find(([, output]) => output.entryPoint && path.resolve(output.entryPoint) === entry) ?? [];
  if (!entryOutput) throw new Error('entry output not found');
  const seen = new Set<string>();
  const queue = [entryOutput];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
    }
  }
  const inputsOf = (files: Iterable<string>) =>
    [...files].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  return { eager: inputsOf(seen), all: inputsOf(outputs.map(([file]) => file)) };
}

// What loads only once opened: the popover (Radix's and floating-ui), and the Modal it becomes on mobile.
const onDemand = ['src/components/Popover/', 'src/components/Modal/Modal.tsx', 'node_modules/@radix-ui/react-popover/'];

describe('SimpleEarnProducts bundle', () => {
  it('the product list loads the bonus rules, their popover and the Modal only when the rules are opened', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: path.resolve(__dirname, '../../../node_modules/.cache/simple-earn-products-bundle-check'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', 'decimal.js'],
      plugins: [vanillaExtractPlugin()],
    });
    const { eager, all } = eagerInputs(result.metafile);
    for (const part of onDemand) expect(all.some((input) => input.includes(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.includes(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('SimpleEarnProducts.tsx'))).toBe(true);
  }, 60_000);
});
