import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  CodexExecutableNotFoundError,
  findCodexExecutable,
  isNodeWrapper,
  nativeCodexTarget,
} from '../../lib/transport/find-executable';

const linux = { platform: 'linux', arch: 'x64' } as const;

/**
 * A temp root with no node_modules in any ancestor (package resolution walks
 * up: a stray /tmp/node_modules would make "not found" cases find something).
 */
const ROOT = ((): string => {
  for (const candidate of [tmpdir(), '/var/tmp', '/dev/shm', homedir()]) {
    let dir = candidate;
    let clean = existsSync(candidate);
    while (clean) {
      if (existsSync(join(dir, 'node_modules'))) clean = false;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
    if (clean) return candidate;
  }
  throw new Error('no temp directory without node_modules above it');
})();
const NATIVE = 'node_modules/@openai/codex-linux-x64/vendor/x86_64-unknown-linux-musl/bin/codex';

function file(path: string, content: string, mode = 0o755): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  chmodSync(path, mode);
  return path;
}

/** An npm-style install: wrapper package, hoisted platform package, .bin link. */
function npmInstall(root: string): { native: string; bin: string } {
  file(
    join(root, 'node_modules/@openai/codex/package.json'),
    '{"name":"@openai/codex","bin":{"codex":"bin/codex.js"}}',
  );
  file(
    join(root, 'node_modules/@openai/codex/bin/codex.js'),
    '#!/usr/bin/env node\nconsole.log(1)\n',
  );
  file(join(root, 'node_modules/@openai/codex-linux-x64/package.json'), '{"name":"@openai/codex"}');
  const native = file(join(root, NATIVE), '\x7fELF fake');
  mkdirSync(join(root, 'node_modules/.bin'), { recursive: true });
  const bin = join(root, 'node_modules/.bin/codex');
  symlinkSync('../@openai/codex/bin/codex.js', bin);
  return { native, bin };
}

describe('findCodexExecutable', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(ROOT, 'codex-rx-find-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('maps platforms to the npm platform package and target triple', () => {
    expect(nativeCodexTarget('linux', 'x64')).toEqual({
      packageName: '@openai/codex-linux-x64',
      triple: 'x86_64-unknown-linux-musl',
      binary: 'codex',
    });
    expect(nativeCodexTarget('darwin', 'arm64')?.triple).toBe('aarch64-apple-darwin');
    expect(nativeCodexTarget('win32', 'x64')?.binary).toBe('codex.exe');
    expect(nativeCodexTarget('sunos', 'x64')).toBeUndefined();
  });

  it('uses the explicit option first', () => {
    const exe = file(join(dir, 'my/codex'), '\x7fELF');
    const other = file(join(dir, 'other/codex'), '\x7fELF');
    expect(
      findCodexExecutable({
        executable: exe,
        env: { CODEX_EXECUTABLE: other, PATH: '' },
        ...linux,
      }),
    ).toBe(exe);
  });

  it('does not fall back when the explicit option is wrong', () => {
    const onPath = file(join(dir, 'bin/codex'), '\x7fELF');
    const missing = join(dir, 'nope/codex');
    expect(() =>
      findCodexExecutable({ executable: missing, env: { PATH: dirname(onPath) }, ...linux }),
    ).toThrow(CodexExecutableNotFoundError);
    try {
      findCodexExecutable({ executable: missing, env: {}, ...linux });
    } catch (e) {
      expect((e as CodexExecutableNotFoundError).tried).toEqual([
        { source: 'option', path: missing, problem: 'does not exist' },
      ]);
      expect((e as Error).message).toContain(missing);
    }
  });

  it('uses CODEX_EXECUTABLE before PATH', () => {
    const fromEnv = file(join(dir, 'env/codex'), '\x7fELF');
    const onPath = file(join(dir, 'bin/codex'), '\x7fELF');
    expect(
      findCodexExecutable({ env: { CODEX_EXECUTABLE: fromEnv, PATH: dirname(onPath) }, ...linux }),
    ).toBe(fromEnv);
  });

  it('finds codex on PATH, skipping non-executable files', () => {
    file(join(dir, 'a/codex'), 'not executable', 0o644);
    const good = file(join(dir, 'b/codex'), '\x7fELF');
    const env = { PATH: [join(dir, 'empty'), join(dir, 'a'), join(dir, 'b')].join(':') };
    expect(findCodexExecutable({ env, resolveFrom: [], ...linux })).toBe(good);
  });

  it("resolves npm's .bin wrapper on PATH to the native binary", () => {
    const { native, bin } = npmInstall(dir);
    expect(isNodeWrapper(bin)).toBe(true);
    expect(isNodeWrapper(native)).toBe(false);
    expect(findCodexExecutable({ env: { PATH: dirname(bin) }, resolveFrom: [], ...linux })).toBe(
      native,
    );
  });

  it('resolves a wrapper given through CODEX_EXECUTABLE too', () => {
    const { native, bin } = npmInstall(dir);
    expect(findCodexExecutable({ env: { CODEX_EXECUTABLE: bin }, ...linux })).toBe(native);
  });

  it('detects a wrapper by its node shebang even without a .js name', () => {
    const script = file(join(dir, 'bin/codex'), '#!/usr/bin/env node\n');
    expect(isNodeWrapper(script)).toBe(true);
    expect(() =>
      findCodexExecutable({ env: { PATH: dirname(script) }, resolveFrom: [], ...linux }),
    ).toThrow(/Node wrapper/);
  });

  it('falls back to the installed package, resolved to its native binary', () => {
    const { native } = npmInstall(dir);
    expect(findCodexExecutable({ env: { PATH: '' }, resolveFrom: [dir], ...linux })).toBe(native);
  });

  it("prefers the app's own @openai/codex over a codex on PATH", () => {
    const { native } = npmInstall(dir);
    const onPath = file(join(dir, 'usr/bin/codex'), '\x7fELF');
    expect(
      findCodexExecutable({ env: { PATH: dirname(onPath) }, resolveFrom: [dir], ...linux }),
    ).toBe(native);
  });

  it('uses PATH when no @openai/codex package is installed', () => {
    const onPath = file(join(dir, 'usr/bin/codex'), '\x7fELF');
    expect(
      findCodexExecutable({ env: { PATH: dirname(onPath) }, resolveFrom: [dir], ...linux }),
    ).toBe(onPath);
  });

  it('finds a platform package nested inside @openai/codex (pnpm layout)', () => {
    file(join(dir, 'node_modules/@openai/codex/package.json'), '{"name":"@openai/codex"}');
    file(
      join(dir, 'node_modules/@openai/codex/node_modules/@openai/codex-linux-x64/package.json'),
      '{}',
    );
    const native = file(
      join(
        dir,
        'node_modules/@openai/codex/node_modules/@openai/codex-linux-x64/vendor/x86_64-unknown-linux-musl/bin/codex',
      ),
      '\x7fELF',
    );
    expect(findCodexExecutable({ env: {}, resolveFrom: [dir], ...linux })).toBe(native);
  });

  it('lists every place it tried when nothing is found', () => {
    file(join(dir, 'node_modules/@openai/codex/package.json'), '{"name":"@openai/codex"}');
    const elsewhere = mkdtempSync(join(ROOT, 'codex-rx-find-'));
    let error: unknown;
    try {
      findCodexExecutable({
        env: { PATH: join(dir, 'bin') },
        resolveFrom: [dir, elsewhere],
        ...linux,
      });
    } catch (e) {
      error = e;
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    expect(error).toBeInstanceOf(CodexExecutableNotFoundError);
    const tried = (error as CodexExecutableNotFoundError).tried;
    expect(tried.map((t) => t.source)).toEqual(['package', 'package', 'PATH']);
    expect(tried[0]?.problem).toMatch(/platform package/);
    expect(tried[1]?.problem).toBe('not installed');
    expect((error as Error).message).toMatch(/Tried:\n {2}- package/);
  });

  it('says when the platform has no native build', () => {
    expect(() =>
      findCodexExecutable({ env: {}, resolveFrom: [dir], platform: 'sunos', arch: 'x64' }),
    ).toThrow(/no native build for sunos-x64/);
  });

  it('finds the real pinned binary in this repository', () => {
    const found = findCodexExecutable({ env: { PATH: '' } });
    expect(found).toMatch(
      /codex-linux-x64\/vendor\/x86_64-unknown-linux-musl\/bin\/codex$|bin\/codex(\.exe)?$/,
    );
    expect(isNodeWrapper(found)).toBe(false);
  });
});
