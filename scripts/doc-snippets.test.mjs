// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentationSnippets, extractSnippets, snippetFolder } from './doc-snippets.mjs';

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

describe('the documentation whose examples are checked', () => {
  it("includes the Storybook guide pages (MDX) that have examples, each page's examples in its own folder", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const guides = documentationSnippets(root).filter((snippet) => snippet.doc.startsWith('stories/guides/'));
    expect(new Set(guides.map((snippet) => snippet.doc))).toEqual(
      new Set([
        'stories/guides/GettingStarted.mdx',
        'stories/guides/Theming.mdx',
        'stories/guides/I18n.mdx',
        'stories/guides/Flows.mdx',
        'stories/guides/Testing.mdx',
      ]), // Accessibility.mdx has no code
    );
    expect(snippetFolder('stories/guides/Theming.mdx')).toBe('guides/Theming');
    expect(snippetFolder('docs/theming.md')).toBe('theming');
    expect(snippetFolder('README.md')).toBe('README');
  });
});
