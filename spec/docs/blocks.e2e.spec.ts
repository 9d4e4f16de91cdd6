/**
 * Every code block of the README and the guides that is a program (```ts,
 * not ```ts fragment; see markdown-snippets.ts) runs by itself against the
 * real codex and ends by itself: each in its own process, in a fresh
 * workspace, with its own temporary CODEX_HOME pointing the pinned codex at
 * a scripted model that answers every request with ANSWER. It must exit with
 * code 0 within the bound and leave no process running (codex, a relay...).
 * Blocks get, besides CODEX_HOME, REDIS_URL (a redis-server of this suite),
 * RELAY_URL / RELAY_TOKEN (a relay of this suite, its sessions on the pinned
 * codex) and CODEX_WS_URL / CODEX_WS_TOKEN (the pinned codex listening on a
 * WebSocket, with the same scripted model).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRelay } from '../../lib/relay/relay-server';
import type { Relay } from '../../lib/relay/relay-server';
import { endProcessesUsingCodexHome } from '../../lib/testing/codex-processes';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher';
import { answerReply } from '../../lib/testing/model-provider/replies';
import { ScriptedModelProvider } from '../../lib/testing/model-provider/server';
import { offlineConfigToml } from '../../lib/testing/offline-config';
import { createStdioTransport } from '../../lib/transport/stdio';
import { startRedisServer, type RedisServer } from '../relay/redis-server';
import { runBlock, type RunBlockOptions } from './block-runner';
import { markdownFiles, snippetsOf, type Snippet } from './markdown-snippets';

const ANSWER = 'No TODOs here.';
const BOUND_MS = 90_000;

const blocks = markdownFiles()
  .flatMap(snippetsOf)
  .filter((s) => s.kind === 'run');

let provider: ScriptedModelProvider;
let redis: RedisServer;
let relay: Relay;
let relayHome: string;
let wsCodex: LaunchedAppServer;
const relayToken = randomBytes(24).toString('hex');

/** A fresh CODEX_HOME (offline config for the scripted model) and workspace. */
function freshDirs(): { home: string; workspace: string } {
  const home = mkdtempSync(join(tmpdir(), 'codex-rx-block-home-'));
  writeFileSync(join(home, 'config.toml'), offlineConfigToml({ baseUrl: provider.baseUrl }));
  // A HOME of the block's own (as launchAppServer gives codex): the shells
  // codex runs commands in read no startup file of the user's.
  mkdirSync(join(home, 'home'));
  return { home, workspace: mkdtempSync(join(tmpdir(), 'codex-rx-block-ws-')) };
}

async function run(snippet: Snippet, bound = BOUND_MS) {
  const { home, workspace } = freshDirs();
  const options: RunBlockOptions = {
    cwd: workspace,
    boundMs: bound,
    env: {
      ...process.env,
      CODEX_HOME: home,
      HOME: join(home, 'home'),
      REDIS_URL: redis.url,
      RELAY_URL: relay.url,
      RELAY_TOKEN: relayToken,
      CODEX_WS_URL: wsCodex.url,
      CODEX_WS_TOKEN: wsCodex.token,
    },
  };
  try {
    return await runBlock(snippet, options);
  } finally {
    await endProcessesUsingCodexHome(home);
    rmSync(home, { recursive: true, force: true });
    rmSync(workspace, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  provider = await ScriptedModelProvider.start([], { fallback: () => answerReply(ANSWER) });
  redis = await startRedisServer();
  relayHome = mkdtempSync(join(tmpdir(), 'codex-rx-block-relay-home-'));
  writeFileSync(join(relayHome, 'config.toml'), offlineConfigToml({ baseUrl: provider.baseUrl }));
  relay = await createRelay({
    token: relayToken,
    idleGraceMs: 1000,
    upstream: () => createStdioTransport({ mode: 'standalone', codexHome: relayHome }),
    logger: () => undefined,
  });
  wsCodex = await launchAppServer({ transport: 'websocket', provider });
}, 60_000);

afterAll(async () => {
  await wsCodex?.dispose();
  await relay?.close();
  if (relayHome) {
    await endProcessesUsingCodexHome(relayHome);
    rmSync(relayHome, { recursive: true, force: true });
  }
  await redis?.stop();
  await provider?.close();
});

describe('the README and the guides: every program block runs and ends by itself', () => {
  it('finds program blocks in the README and the guides', () => {
    const files = new Set(blocks.map((b) => b.file));
    for (const file of ['README.md', 'docs/pooling.md', 'docs/approvals.md'])
      expect(files).toContain(file);
  });

  it.each(blocks.map((b) => [`${b.file}:${b.line}`, b] as const))(
    '%s',
    async (_where, block) => {
      const result = await run(block);
      expect({ code: result.code, leftover: result.leftover, stderr: result.stderr }).toEqual({
        code: 0,
        leftover: [],
        stderr: expect.any(String),
      });
      // a block that asks for an answer and prints it prints the suite's scripted one
      // (unless it brings its own scripted model)
      const ownModel = block.code.includes('ScriptedModelProvider.start(');
      if (!ownModel && /runText\(/.test(block.code) && /console\.log/.test(block.code))
        expect(result.stdout).toContain(ANSWER);
    },
    BOUND_MS + 30_000,
  );
});

describe('the runner', () => {
  const probe = (code: string): Snippet => ({ file: 'probe.md', line: 1, code, kind: 'run' });

  it('fails a block that does not end by itself', async () => {
    const result = await run(probe('setInterval(() => undefined, 1000);'), 10_000);
    expect(result.code).toBeNull();
  }, 60_000);

  it('finds a process a block left running, and ends it', async () => {
    const result = await run(
      probe(
        "import { spawn } from 'node:child_process';\n" +
          "spawn('sleep', ['600'], { detached: true, stdio: 'ignore' }).unref();",
      ),
    );
    expect(result.code).toBe(0);
    expect(result.leftover).toEqual([expect.stringMatching(/^\d+: sleep 600$/)]);
  }, 60_000);

  it('reports a block that fails, with its exit code', async () => {
    const result = await run(probe("throw new Error('block failed');"));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('block failed');
  }, 60_000);
});
