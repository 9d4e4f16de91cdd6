/**
 * codex-rx installed from its packed tarball into an ordinary app, as a new
 * user would, with the LOWEST versions of its peer-dependency ranges: the
 * app's own rxjs is the only copy, the README's `events$.pipe(...)` and every
 * entry point type-check with `skipLibCheck: false` (no @types/ws in the app),
 * and `require` and `import` give one module instance. Needs the npm registry
 * (or the npm cache) and `npm run build` first (npm test does it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** `^7.8.0` -> `7.8.0`: the lowest version a caret range admits. */
const lowest = (range: string): string => {
  const m = /^\^(\d+\.\d+\.\d+)$/.exec(range);
  if (!m?.[1]) throw new Error(`peer range ${range} is not a caret range`);
  return m[1];
};
const PEERS = Object.fromEntries(
  Object.entries(pkg.peerDependencies).map(([name, range]) => [name, lowest(range)]),
);

const APP_TS = `
import { filter, map, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { Client, createClient, createRelayTransport, ofMethod, type ClientEvent } from 'codex-rx';
import { createStdioTransport, createNodeWebSocketTransport } from 'codex-rx/node';
import { FakeAppServer, script } from 'codex-rx/testing';
import { createRelay } from 'codex-rx/relay';

export function deltas(client: Client): Observable<string> {
  // The README's example: the app's operators on the library's Observable.
  return client.events$.pipe(ofMethod('item/agentMessage/delta'), map((e) => e.params.delta));
}
export const all = (client: Client): Observable<ClientEvent> => client.events$.pipe(filter(() => true));
export const transports = [createStdioTransport, createNodeWebSocketTransport, createRelayTransport, createRelay];
export const scripted = script().answer('hi');
export function virtualTime(): void {
  const scheduler = new TestScheduler(() => undefined);
  const fake = new FakeAppServer();
  createClient(fake.transport, { scheduler, requestTimeoutMs: 10 });
}
`;

const PROBE_CJS = `
const codex = require('codex-rx');
const rxjs = require('rxjs');
const { FakeAppServer } = require('codex-rx/testing');
import('codex-rx').then((esm) => {
  const fake = new FakeAppServer();
  const client = codex.createClient(fake.transport);
  console.log(JSON.stringify({
    sameModule: esm.Client === codex.Client,
    appObservable: client.events$ instanceof rxjs.Observable,
  }));
});
`;

describe('an app installing the packed tarball with the lowest peer versions', () => {
  let app: string;
  beforeAll(() => {
    if (!existsSync(join(root, 'dist', 'index.mjs')))
      throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
    app = mkdtempSync(join(tmpdir(), 'codex-rx-consumer-'));
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', app], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop() as string;
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'consumer-app',
        private: true,
        type: 'commonjs',
        dependencies: {
          'codex-rx': `file:./${tarball}`,
          ...PEERS,
          '@types/node': pkg.devDependencies['@types/node'],
        },
      }),
    );
    execFileSync(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      {
        cwd: app,
        stdio: 'pipe',
      },
    );
  }, 180_000);
  afterAll(() => {
    if (app) rmSync(app, { recursive: true, force: true });
  });

  it('installs the lowest peer versions and only one copy of each', () => {
    for (const [name, version] of Object.entries(PEERS)) {
      const installed = JSON.parse(
        readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string };
      expect(`${name}@${installed.version}`).toBe(`${name}@${version}`);
      expect(existsSync(join(app, 'node_modules', 'codex-rx', 'node_modules', name))).toBe(false);
    }
    expect(existsSync(join(app, 'node_modules', '@types', 'ws'))).toBe(false);
  });

  it('type-checks with skipLibCheck: false (module nodenext, strict)', () => {
    writeFileSync(join(app, 'app.mts'), APP_TS);
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          types: ['node'],
          lib: ['ES2022', 'DOM'],
        },
        files: ['app.mts'],
      }),
    );
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    let out = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', app], { cwd: app, encoding: 'utf8' });
    } catch (error) {
      out = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(out).toBe('');
  }, 120_000);

  it("require and import give one module; its Observables are the app's rxjs", () => {
    writeFileSync(join(app, 'probe.cjs'), PROBE_CJS);
    const out = execFileSync(process.execPath, ['probe.cjs'], { cwd: app, encoding: 'utf8' });
    expect(JSON.parse(out.trim())).toEqual({ sameModule: true, appObservable: true });
  });
});
