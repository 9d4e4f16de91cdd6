/**
 * The generated files compile under `strict` (plus the project's noUnused* /
 * noImplicitReturns flags), and calling an experimental method through a
 * client typed for the stable API is a compile error (TS2345 on the method
 * argument). Uses the TypeScript compiler API on two small files importing gen/.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';

jest.setTimeout(120_000);

const repo = resolve(__dirname, '..', '..');
const imports = (dir: string): string => `
import type { AllowedClientRequestMethod, ClientRequestParams, ClientRequestResult } from '${join(repo, 'lib/protocol/index.js')}';
import * as Stable from '${join(repo, 'gen/stable/index.js')}';
import * as Experimental from '${join(repo, 'gen/experimental/index.js')}';
declare function client<E extends boolean>(): {
  request<M extends AllowedClientRequestMethod<E>>(method: M, params: ClientRequestParams<M>): ClientRequestResult<M>;
};
export const used = [Stable.Turn, Experimental.Turn, '${dir}'];
`;

const good = (dir: string): string => `${imports(dir)}
const stable = client<false>();
export const response: Stable.ThreadStartResponse = stable.request('thread/start', {});
export const status: Stable.TurnStatus = 'completed';
export const experimental = client<true>().request('thread/queue/add', {} as ClientRequestParams<'thread/queue/add'>);
`;

const bad = (dir: string): string => `${imports(dir)}
const stable = client<false>();
export const queued = stable.request('thread/queue/add', {} as ClientRequestParams<'thread/queue/add'>);
`;

let dir = '';
let diagnostics: readonly ts.Diagnostic[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'codex-rx-compile-'));
  writeFileSync(join(dir, 'good.ts'), good(dir));
  writeFileSync(join(dir, 'bad.ts'), bad(dir));
  const program = ts.createProgram({
    rootNames: [
      join(repo, 'gen/stable/index.ts'),
      join(repo, 'gen/experimental/index.ts'),
      join(dir, 'good.ts'),
      join(dir, 'bad.ts'),
    ],
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noImplicitReturns: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      noFallthroughCasesInSwitch: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  });
  diagnostics = ts.getPreEmitDiagnostics(program);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const render = (list: readonly ts.Diagnostic[]): string[] =>
  list.map(
    (d) =>
      `${d.file?.fileName ?? ''}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
  );

it('gen/ and a file using it compile under strict with no diagnostics', () => {
  expect(render(diagnostics.filter((d) => !d.file?.fileName.endsWith('bad.ts')))).toEqual([]);
});

it('an experimental method on a stable-typed client is a compile error', () => {
  const errors = diagnostics.filter((d) => d.file?.fileName.endsWith('bad.ts'));
  expect(errors.map((d) => d.code)).toEqual([2345]);
  expect(ts.flattenDiagnosticMessageText(errors[0]!.messageText, '\n')).toContain(
    '"thread/queue/add"',
  );
});
