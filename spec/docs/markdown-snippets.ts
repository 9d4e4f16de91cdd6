/**
 * The TypeScript code blocks of the README and the guides in docs/, with where
 * each one starts (for error messages that point into the Markdown).
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
}

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
    const open = /^(\s*)```(ts|typescript)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j] ?? ''); j++)
      body.push((lines[j] ?? '').slice(indent));
    out.push({ file, line: i + 2, code: body.join('\n') });
    i = j;
  }
  return out;
}
