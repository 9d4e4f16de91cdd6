/**
 * The TypeScript code blocks of the README and the guides in docs/, with where
 * each one starts (for error messages that point into the Markdown) and how
 * `npm test` checks it:
 *
 * - ```` ```ts ````: a program. Type-checked, and run by itself against the
 *   real codex (spec/docs/blocks.e2e.spec.ts): it must exit on its own.
 * - ```` ```ts fragment ````: a piece of a program (it uses `client`,
 *   `thread`... from around it). Type-checked only.
 * - a block right after a `<!-- spec/docs/testing-guide/<file> -->` marker is
 *   that spec file, run by jest itself (testing-guide.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');

export interface Snippet {
  /** `README.md`, `docs/pooling.md`... */
  readonly file: string;
  /** 1-based line of the first code line in the Markdown file. */
  readonly line: number;
  readonly code: string;
  /** `run`: a program; `fragment`: type-checked only; `spec`: a spec file jest runs. */
  readonly kind: 'run' | 'fragment' | 'spec';
}

const SPEC_MARKER = /^<!-- spec\/docs\/testing-guide\/[\w.-]+\.spec\.ts -->$/;

/** The Markdown files whose code blocks are checked. */
export function markdownFiles(): string[] {
  const docs = readdirSync(join(repoRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`);
  return ['README.md', ...docs];
}

/** Every ```ts / ```typescript block of a Markdown file (indented blocks in lists included). */
export function snippetsOf(file: string): Snippet[] {
  const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
  const out: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(ts|typescript)(?:[ \t]+(\S+))?\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const tag = open[3];
    if (tag !== undefined && tag !== 'fragment')
      throw new Error(`${file}:${i + 1}: unknown code block tag "${tag}" (only "fragment")`);
    const indent = open[1]?.length ?? 0;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j] ?? ''); j++)
      body.push((lines[j] ?? '').slice(indent));
    const kind =
      tag === 'fragment' ? 'fragment' : SPEC_MARKER.test(lines[i - 1] ?? '') ? 'spec' : 'run';
    out.push({ file, line: i + 2, code: body.join('\n'), kind });
    i = j;
  }
  return out;
}
