/**
 * docs/testing.md includes the spec files of spec/docs/testing-guide/
 * verbatim (each after a `<!-- spec/docs/testing-guide/<file> -->` marker),
 * so every example of the guide runs in `npm test`. Regenerate the guide's
 * blocks after editing a spec: `UPDATE_GUIDE=1 npx jest spec/docs/testing-guide.spec.ts`.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, snippetsOf } from './markdown-snippets';

const GUIDE = 'docs/testing.md';
const DIR = 'spec/docs/testing-guide';
const MARKER = /^<!-- (spec\/docs\/testing-guide\/[\w.-]+\.spec\.ts) -->$/;

/** The guide with each marker followed by exactly one ```ts block of its file. */
function withBlocks(guide: string): string {
  const lines = guide.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    out.push(line);
    const m = MARKER.exec(line);
    if (!m) continue;
    // drop the block that follows (if any), then write the file's text
    let j = i + 1;
    if (lines[j] === '```ts') {
      j++;
      while (j < lines.length && lines[j] !== '```') j++;
      i = j;
    }
    out.push('```ts', readFileSync(join(repoRoot, m[1] ?? ''), 'utf8').replace(/\n$/, ''), '```');
  }
  return out.join('\n');
}

describe('docs/testing.md', () => {
  const guide = readFileSync(join(repoRoot, GUIDE), 'utf8');
  const included = guide
    .split('\n')
    .map((l) => MARKER.exec(l)?.[1])
    .filter((f): f is string => f !== undefined);

  it('includes every spec of spec/docs/testing-guide/ once', () => {
    const files = readdirSync(join(repoRoot, DIR))
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => `${DIR}/${f}`)
      .sort();
    expect([...included].sort()).toEqual(files);
  });

  it('each included block is its spec file, verbatim', () => {
    const expected = withBlocks(guide);
    if (process.env['UPDATE_GUIDE'] === '1' && expected !== guide)
      writeFileSync(join(repoRoot, GUIDE), expected);
    else expect(guide).toBe(expected);
  });

  it('has no TypeScript block that does not run (every block is an included spec)', () => {
    expect(snippetsOf(GUIDE)).toHaveLength(included.length);
  });
});
