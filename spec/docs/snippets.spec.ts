/**
 * Every TypeScript code block of the README and of the guides in docs/
 * type-checks against the library as a user imports it (`codex-rx`,
 * `codex-rx/node`, `codex-rx/testing`). Blocks are ES modules (top-level
 * await allowed); fragments may use the free names declared in AMBIENT.
 */
import * as ts from 'typescript';
import { join } from 'node:path';
import { markdownFiles, repoRoot, snippetsOf, type Snippet } from './markdown-snippets';

/** Names fragments may use without declaring them, as if from earlier code. */
const AMBIENT = `
declare const client: import('codex-rx').Client;
declare const thread: import('codex-rx').Thread;
declare function askUser(question: string, signal?: AbortSignal): Promise<boolean>;
declare function expect(value: unknown): { toEqual(expected: unknown): void };
declare namespace expect { function anything(): unknown; }
`;

let previous: ts.Program | undefined; // reused: the library's files are parsed once

function check(snippets: readonly Snippet[]): string[] {
  const configPath = join(repoRoot, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('cannot read tsconfig.json');
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: true,
    noUnusedLocals: false,
    noUnusedParameters: false,
    types: ['node'],
  };
  const dir = join(repoRoot, '.snippets');
  const virtual = new Map<string, { text: string; snippet?: Snippet }>();
  virtual.set(join(dir, 'ambient.d.ts'), { text: AMBIENT });
  snippets.forEach((snippet, i) => {
    const name = `${snippet.file.replace(/[^\w]/g, '_')}_${i}.mts`;
    virtual.set(join(dir, name), { text: `${snippet.code}\nexport {};\n`, snippet });
  });
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (f) => virtual.has(f) || ts.sys.fileExists(f);
  host.readFile = (f) => virtual.get(f)?.text ?? ts.sys.readFile(f);
  host.getSourceFile = (f, language, ...rest) => {
    const v = virtual.get(f);
    return v ? ts.createSourceFile(f, v.text, language, true) : getSourceFile(f, language, ...rest);
  };
  const program = ts.createProgram([...virtual.keys()], options, host, previous);
  previous = program;
  const problems: string[] = [];
  for (const [path, v] of virtual) {
    const sf = program.getSourceFile(path);
    if (!sf) continue;
    for (const d of [
      ...program.getSyntacticDiagnostics(sf),
      ...program.getSemanticDiagnostics(sf),
    ]) {
      const { line } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
      const where = v.snippet ? `${v.snippet.file}:${v.snippet.line + line}` : path;
      problems.push(`${where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    }
  }
  return problems;
}

describe('code blocks in the README and docs/', () => {
  const snippets = markdownFiles().flatMap(snippetsOf);

  it('finds the blocks of every guide', () => {
    const files = new Set(snippets.map((s) => s.file));
    for (const guide of [
      'README.md',
      'docs/events.md',
      'docs/approvals.md',
      'docs/pooling.md',
      'docs/testing.md',
    ])
      expect(files.has(guide)).toBe(true);
  });

  it('type-check', () => {
    expect(check(snippets)).toEqual([]);
  }, 120_000);

  it('the check reports a wrong snippet, at its Markdown line', () => {
    const bad: Snippet = {
      file: 'probe.md',
      line: 10,
      code: "import { Client } from 'codex-rx';\nClient.opne();",
      kind: 'run',
    };
    expect(check([bad])).toEqual([
      expect.stringMatching(/^probe\.md:11: Property 'opne' does not exist/),
    ]);
  }, 120_000);
});
