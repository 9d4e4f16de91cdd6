/**
 * The size and the content of the front door (`codex-rx`), read from the API
 * reports that `npm run api:check` keeps equal to the sources: at most 160
 * exported declarations (the generated types inside `Protocol` /
 * `StableProtocol` are not counted: the report declares them unexported,
 * inside the namespaces); helpers only the library uses exported by no entry;
 * what `codex-rx/advanced` holds not exported by `codex-rx` as well.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

/** The exported declarations of an API report: one per `export` line (an overload is one more). */
function exportedDeclarations(entry: string): string[] {
  const report = readFileSync(join(root, 'api', `${entry}.api.md`), 'utf8');
  return report
    .split('\n')
    .filter((line) => line.startsWith('export '))
    .map(
      (line) =>
        /^export (?:declare )?(?:abstract )?(?:type|interface|class|function|const|enum|namespace) ([A-Za-z_$][\w$]*)/.exec(
          line,
        )?.[1] ?? line,
    );
}

/** Helpers only the library uses (issue 24): exported by no entry point. */
const INTERNAL = [
  'retryHandshake',
  'handshakeRetryDelayMs',
  'retryAfterMs',
  'RETRYABLE_HANDSHAKE_STATUSES',
  'HandshakeRetryOptions',
  'overloadDelay',
  'createRedactor',
  'secretKeyMatcher',
  'REDACTED',
  'formatPath',
  'isUnknownMethodAnswer',
  'threadItemOrGeneric',
  'turnFromDecoded',
  'serverVersionDiagnostic',
  'reconnectDelayMs',
  'toUserInput',
  'holdObserver',
  'nativeCodexTarget',
  'isNodeWrapper',
  'STDIO_APP_SERVER_ARGS',
  'nodeTransportFactory',
];

describe('the front door (codex-rx)', () => {
  const front = exportedDeclarations('index');

  it('exports at most 160 declarations', () => {
    expect(front.length).toBeLessThanOrEqual(160);
  });

  it('still exports what the README starts with', () => {
    expect(front).toEqual(
      expect.arrayContaining(['Client', 'Thread', 'ofMethod', 'forThread', 'TurnSnapshot']),
    );
  });

  it.each(['index', 'advanced', 'node', 'testing', 'relay'])(
    'codex-rx/%s exports none of the library-only helpers',
    (entry) => {
      const names = new Set(exportedDeclarations(entry));
      expect(INTERNAL.filter((name) => names.has(name))).toEqual([]);
    },
  );

  it('codex-rx/advanced adds to the front door without repeating it', () => {
    const advanced = exportedDeclarations('advanced');
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.filter((name) => front.includes(name))).toEqual([]);
  });

  it('codex-rx/node is the front door plus its Node parts, not codex-rx/advanced', () => {
    const node = new Set(exportedDeclarations('node'));
    expect(front.filter((name) => !node.has(name))).toEqual([]);
    expect(exportedDeclarations('advanced').filter((name) => node.has(name))).toEqual([]);
  });
});
