/**
 * The web demo's backend, shared by `npm run demo:web` and the browser e2e
 * spec: the page bundled for browsers with esbuild (from the `codex-rx`
 * entry point), a loopback static server for it, and the real codex behind
 * the relay, which admits only the page's origin and the token. codex runs
 * with the scripted model and a temporary CODEX_HOME, or (`--live`) with the
 * user's own CODEX_HOME: their config, login and model provider. Node only.
 */
import { createServer, type Server } from 'node:http';
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { homedir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { build, type Metafile } from 'esbuild';
import type { Transport } from 'codex-rx';
import { createStdioTransport } from 'codex-rx/node';
import { createRelay, type Relay, type RelayOptions } from 'codex-rx/relay';
import { launchAppServer, type LaunchedAppServer, type ModelScript } from 'codex-rx/testing';

const HERE = __dirname;

/** The page's script as browsers load it. */
export interface PageBundle {
  readonly js: string;
  readonly metafile: Metafile;
  /** Node built-ins found among the bundle's inputs or imports (must be empty). */
  readonly nodeBuiltins: readonly string[];
}

const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Bundles `page.ts` for browsers (ESM, minified), failing on any Node built-in. */
export async function bundlePage(): Promise<PageBundle> {
  const result = await build({
    entryPoints: [join(HERE, 'page.ts')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const metafile = result.metafile;
  const nodeBuiltins = new Set<string>();
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (BUILTINS.has(path)) nodeBuiltins.add(path);
    for (const imp of input.imports) if (BUILTINS.has(imp.path)) nodeBuiltins.add(imp.path);
  }
  const js = result.outputFiles[0]?.text ?? '';
  return { js, metafile, nodeBuiltins: [...nodeBuiltins] };
}

/** codex with the user's own configuration (`--live`). */
export interface LiveBackend {
  readonly kind: 'live';
  /** The user's CODEX_HOME: `$CODEX_HOME`, else `~/.codex`. */
  readonly codexHome: string;
  /** The threads' working directory (where the demo was started, or `--cwd`). */
  readonly cwd: string;
}

/** What `npm run demo:web -- [--live] [--cwd DIR]` asks for. */
export type DemoLaunch = { readonly kind: 'scripted' } | LiveBackend;

/** A command-line mistake (unknown argument, `--cwd` without `--live`...). */
export class DemoArgsError extends Error {
  override readonly name = 'DemoArgsError' as const;
}

/**
 * Reads the demo's arguments. `--live`: the user's CODEX_HOME (`env`'s, else
 * `~/.codex` under `home`) and real model provider, threads in `cwd` (or
 * `--cwd DIR`). Without it: the scripted model, nothing of the user's read.
 *
 * @example parseDemoArgs(['--live'], process.env, process.cwd())
 */
export function parseDemoArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  home: string = homedir(),
): DemoLaunch {
  let live = false;
  let dir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--live') live = true;
    else if (arg === '--cwd') {
      dir = argv[++i];
      if (dir === undefined || dir.startsWith('--'))
        throw new DemoArgsError('--cwd needs a directory');
    } else throw new DemoArgsError(`unknown argument ${arg} (expected --live [--cwd DIR])`);
  }
  if (!live) {
    if (dir !== undefined) throw new DemoArgsError('--cwd only applies with --live');
    return { kind: 'scripted' };
  }
  const codexHome = env['CODEX_HOME'] || join(home, '.codex');
  return { kind: 'live', codexHome: resolve(cwd, codexHome), cwd: resolve(cwd, dir ?? '.') };
}

/**
 * The upstream of one relay session in live mode: the codex found as usual
 * (`$CODEX_EXECUTABLE`, the pinned one), with the user's CODEX_HOME and no
 * config of ours (no scripted provider, no offline settings).
 */
export function liveUpstream(backend: LiveBackend): () => Transport {
  return () => createStdioTransport({ codexHome: backend.codexHome, cwd: backend.cwd });
}

interface CommonOptions {
  /** The relay's log events (default: JSON lines on stdout). */
  readonly logger?: RelayOptions['logger'];
}

export interface ScriptedDemoOptions extends CommonOptions {
  readonly script: ModelScript;
}

export interface LiveDemoOptions extends CommonOptions {
  readonly live: LiveBackend;
}

export type WebDemoOptions = ScriptedDemoOptions | LiveDemoOptions;

export interface WebDemo {
  /** The page's URL, with the relay URL, token and workspace in its fragment. */
  readonly url: string;
  readonly origin: string;
  readonly token: string;
  readonly relay: Relay;
  /** The threads' working directory. */
  readonly workspace: string;
  /** The scripted codex (not in live mode). */
  readonly appServer?: LaunchedAppServer;
  readonly bundle: PageBundle;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

export function startWebDemo(
  options: ScriptedDemoOptions,
): Promise<WebDemo & { readonly appServer: LaunchedAppServer }>;
export function startWebDemo(options: LiveDemoOptions): Promise<WebDemo>;
export async function startWebDemo(options: WebDemoOptions): Promise<WebDemo> {
  const bundle = await bundlePage();
  if (bundle.nodeBuiltins.length > 0)
    throw new Error(`Node built-ins in the page bundle: ${bundle.nodeBuiltins.join(', ')}`);
  const html = readFileSync(join(HERE, 'index.html'), 'utf8');
  const files = new Map<string, [string, string]>([
    ['/', ['text/html; charset=utf-8', html]],
    ['/index.html', ['text/html; charset=utf-8', html]],
    ['/page.js', ['text/javascript; charset=utf-8', bundle.js]],
  ]);
  const web = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' }).end(file[1]);
  });
  const port = await listen(web);
  const origin = `http://127.0.0.1:${port}`;
  const token = randomBytes(24).toString('hex');
  const appServer =
    'script' in options ? await launchAppServer({ script: options.script }) : undefined;
  const workspace = appServer?.workspace ?? ('live' in options ? options.live.cwd : '');
  let relay: Relay;
  try {
    relay = await createRelay({
      token,
      allowedOrigins: [origin],
      upstream: appServer
        ? () => appServer.newTransport()
        : liveUpstream((options as LiveDemoOptions).live),
      ...(options.logger ? { logger: options.logger } : {}),
    });
  } catch (err) {
    await appServer?.dispose();
    web.close();
    throw err;
  }
  const fragment = new URLSearchParams({ relay: relay.url, token, cwd: workspace });
  let closing: Promise<void> | undefined;
  return {
    url: `${origin}/#${fragment.toString()}`,
    origin,
    token,
    relay,
    workspace,
    ...(appServer ? { appServer } : {}),
    bundle,
    // Once, however often it is called (a second Ctrl-C waits for the first close).
    close: () =>
      (closing ??= (async () => {
        await relay.close();
        await appServer?.dispose();
        web.closeAllConnections();
        await new Promise<void>((resolve) => web.close(() => resolve()));
      })()),
  };
}
