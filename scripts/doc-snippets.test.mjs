// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extractSnippets } from './doc-snippets.mjs';

const page = [
  '# A page',
  '```sh',
  'npm install earnkit',
  '```',
  '```tsx',
  "import { Modal } from 'earnkit';",
  '```',
  '```ts no-check',
  'format.amount(balance);',
  '```',
  '```tsx',
  '// src/App.tsx',
  'export function App() {}',
  '```',
].join('\n');

describe('the examples of a documentation page', () => {
  it('are its ts and tsx blocks, with the line each starts on; shell and other blocks are not', () => {
    expect(extractSnippets(page).map(({ line, language }) => ({ line, language }))).toEqual([
      { line: 5, language: 'tsx' },
      { line: 8, language: 'ts' },
      { line: 11, language: 'tsx' },
    ]);
  });

  it('are checked unless the fence says no-check', () => {
    expect(extractSnippets(page).map((snippet) => snippet.checked)).toEqual([true, false, true]);
  });

  it('go to the file a first-line path comment names, else to a numbered file', () => {
    expect(extractSnippets(page).map((snippet) => snippet.file)).toEqual([
      'snippet-1.tsx',
      'snippet-2.ts',
      'src/App.tsx',
    ]);
    expect(extractSnippets(page)[0].code).toBe("import { Modal } from 'earnkit';\n");
  });
});
