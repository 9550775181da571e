// The TypeScript examples of README.md, docs/*.md and the Storybook guide pages (stories/guides/*.mdx, whose
// fenced blocks are Markdown's), as files a host app can type-check (scripts/check-host-app.mjs does, against
// the packed tarball).
//
// Every fenced block whose language is `ts` or `tsx` is checked. A block that is deliberately partial (a
// line of JSX with `…` in it, a fragment of library source) opts out with `no-check` after the language:
// ```tsx no-check. A block whose first line is a path comment (`// src/App.tsx`) is written at that path,
// so the blocks of one page can import each other as the files of one app do.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const checkedLanguages = new Set(['ts', 'tsx']);
const optOut = 'no-check';

/** The fenced ts/tsx blocks of one Markdown text: `{ line, language, code, checked, file }` (line is 1-based). */
export function extractSnippets(markdown) {
  const snippets = [];
  const lines = markdown.split('\n');
  let open = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (open) {
      if (/^\s*```\s*$/.test(line)) {
        if (open.language) snippets.push({ ...open, code: open.body.join('\n') + '\n' });
        open = null;
      } else open.body.push(line);
      continue;
    }
    const fence = /^\s*```(\S*)\s*(.*)$/.exec(line);
    if (!fence) continue;
    const language = checkedLanguages.has(fence[1]) ? fence[1] : null;
    const words = fence[2].split(/\s+/).filter(Boolean);
    open = { line: index + 1, language, checked: !words.includes(optOut), body: [] };
  }
  return snippets.map(({ body, ...snippet }, ordinal) => {
    const pathComment = /^\/\/\s*(src\/[\w./-]+\.tsx?)\s*$/.exec(body[0] ?? '');
    return { ...snippet, file: pathComment ? pathComment[1] : `snippet-${ordinal + 1}.${snippet.language}` };
  });
}

/** The snippets of README.md, docs/*.md and stories/guides/*.mdx under `root`, each with `doc` (its page). */
export function documentationSnippets(root) {
  const pages = (folder, extension) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => `${folder}/${name}`);
  const docs = ['README.md', ...pages('docs', '.md'), ...pages('stories/guides', '.mdx')];
  return docs.flatMap((doc) =>
    extractSnippets(readFileSync(path.join(root, doc), 'utf8')).map((snippet) => ({ ...snippet, doc })),
  );
}

/** The folder a page's examples are written to in the host app, under src/snippets/: one per page. */
export function snippetFolder(doc) {
  return doc.replace(/^(docs|stories)\//, '').replace(/\.mdx?$/, '');
}
