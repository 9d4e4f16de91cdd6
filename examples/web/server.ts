/**
 * The web demo's backend, shared by `npm run demo:web` and the browser e2e
 * spec: the page bundled for browsers with esbuild (from the `codex-rx`
 * entry point), a loopback static server for it, the real codex with the
 * scripted model behind the relay, which admits only the page's origin and
 * the token. Node only.
 */
import { createServer, type Server } from 'node:http';
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { build, type Metafile } from 'esbuild';
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

export interface WebDemoOptions {
  readonly script: ModelScript;
  /** The relay's log events (default: JSON lines on stdout). */
  readonly logger?: RelayOptions['logger'];
}

export interface WebDemo {
  /** The page's URL, with the relay URL, token and workspace in its fragment. */
  readonly url: string;
  readonly origin: string;
  readonly token: string;
  readonly relay: Relay;
  readonly appServer: LaunchedAppServer;
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
  const appServer = await launchAppServer({ script: options.script });
  let relay: Relay;
  try {
    relay = await createRelay({
      token,
      allowedOrigins: [origin],
      upstream: () => appServer.newTransport(),
      ...(options.logger ? { logger: options.logger } : {}),
    });
  } catch (err) {
    await appServer.dispose();
    web.close();
    throw err;
  }
  const fragment = new URLSearchParams({ relay: relay.url, token, cwd: appServer.workspace });
  return {
    url: `${origin}/#${fragment.toString()}`,
    origin,
    token,
    relay,
    appServer,
    bundle,
    close: async () => {
      await relay.close();
      await appServer.dispose();
      web.closeAllConnections();
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}
