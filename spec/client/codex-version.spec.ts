/**
 * The client against servers of other codex versions: the version read from
 * the user agent, the `serverVersionMismatch` diagnostic at initialize, and
 * an "unknown variant" answer turned into an UnsupportedMethodError.
 */
import { firstValueFrom, type Observable } from 'rxjs';
import { createClient } from '../../lib/client/client.js';
import type { ClientDiagnostic } from '../../lib/client/diagnostics.js';
import { serverVersionDiagnostic } from '../../lib/client/server-version.js';
import { UnsupportedMethodError } from '../../lib/client/unsupported-method.js';
import {
  COMPAT_CODEX_VERSIONS,
  SCHEMA_CODEX_VERSION,
  TESTED_CODEX_RANGE,
  TESTED_CODEX_VERSIONS,
  codexVersionFromUserAgent,
  compareCodexVersions,
  isTestedCodexVersion,
} from '../../lib/protocol/codex-version.js';
import { CodexRxError, RpcResponseError } from '../../lib/rpc/errors.js';
import { ScriptedServer } from './support/scripted-server.js';

const agent = (version: string): string =>
  `my_app/${version} (Debian 12.0.0; x86_64) xterm (my_app; 1.0)`;

/** A version string one patch above / below a given one (never a literal). */
const bump = (version: string, by: number): string => {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  return `${major}.${minor + by}.${patch}`;
};

describe('codex versions', () => {
  it('reads the codex version from an app-server user agent', () => {
    expect(codexVersionFromUserAgent(agent('0.160.0'))).toBe('0.160.0');
    expect(codexVersionFromUserAgent('codex_rx/0.172.0-alpha.2 (Linux)')).toBe('0.172.0-alpha.2');
    expect(codexVersionFromUserAgent('no version here')).toBeUndefined();
    expect(codexVersionFromUserAgent('')).toBeUndefined();
  });

  it('orders versions numerically, a pre-release before its release', () => {
    const sorted = ['0.171.0', '0.9.0', '0.160.0', '0.171.0-alpha.1', '1.0.0'].sort(
      compareCodexVersions,
    );
    expect(sorted).toEqual(['0.9.0', '0.160.0', '0.171.0-alpha.1', '0.171.0', '1.0.0']);
  });

  it('the tested range spans the compat versions and the schema version', () => {
    expect(TESTED_CODEX_VERSIONS).toContain(SCHEMA_CODEX_VERSION);
    for (const v of COMPAT_CODEX_VERSIONS) expect(TESTED_CODEX_VERSIONS).toContain(v);
    expect(TESTED_CODEX_RANGE.oldest).toBe(TESTED_CODEX_VERSIONS[0]);
    expect(TESTED_CODEX_RANGE.newest).toBe(TESTED_CODEX_VERSIONS[TESTED_CODEX_VERSIONS.length - 1]);
    for (const v of TESTED_CODEX_VERSIONS) expect(isTestedCodexVersion(v)).toBe(true);
    expect(isTestedCodexVersion(bump(TESTED_CODEX_RANGE.newest, 1))).toBe(false);
    expect(isTestedCodexVersion(bump(TESTED_CODEX_RANGE.oldest, -1))).toBe(false);
  });
});

describe('serverVersionDiagnostic', () => {
  it('says nothing when the server runs the schema version', () => {
    expect(serverVersionDiagnostic(agent(SCHEMA_CODEX_VERSION))).toBeUndefined();
  });

  it('another version inside the tested range', () => {
    const other = TESTED_CODEX_VERSIONS.find((v) => v !== SCHEMA_CODEX_VERSION)!;
    const d = serverVersionDiagnostic(agent(other));
    expect(d).toMatchObject({
      kind: 'serverVersionMismatch',
      serverVersion: other,
      schemaVersion: SCHEMA_CODEX_VERSION,
      tested: true,
    });
    expect(d?.message).toContain('inside the tested range');
  });

  it('versions outside the range say which side they are on', () => {
    const newer = serverVersionDiagnostic(agent(bump(TESTED_CODEX_RANGE.newest, 1)));
    expect(newer).toMatchObject({ tested: false });
    expect(newer?.message).toMatch(/outside the tested range .*newer/);
    const older = serverVersionDiagnostic(agent(bump(TESTED_CODEX_RANGE.oldest, -1)));
    expect(older).toMatchObject({ tested: false });
    expect(older?.message).toMatch(/outside the tested range .*older.*UnsupportedMethodError/);
  });

  it('a user agent without a version is reported as such', () => {
    expect(serverVersionDiagnostic('proxy')).toMatchObject({
      serverVersion: undefined,
      tested: false,
    });
  });
});

describe('Client and the server version', () => {
  const older = bump(TESTED_CODEX_RANGE.oldest, -1);

  function serverOf(version: string): ScriptedServer {
    const server = new ScriptedServer();
    server.initResult = { ...server.initResult, userAgent: agent(version) };
    return server;
  }

  it('reports a serverVersionMismatch on diagnostics$ at initialize and keeps it on the client', async () => {
    const client = createClient(serverOf(older).clientEnd);
    const seen: ClientDiagnostic[] = [];
    client.diagnostics$.subscribe((d) => seen.push(d));
    await firstValueFrom(client.initialize());
    expect(client.serverCodexVersion).toBe(older);
    expect(seen).toEqual([client.serverVersionMismatch]);
    expect(seen[0]).toMatchObject({ kind: 'serverVersionMismatch', serverVersion: older });
    client.close();
  });

  it('no diagnostic when the versions match', async () => {
    const client = createClient(serverOf(SCHEMA_CODEX_VERSION).clientEnd);
    const seen: ClientDiagnostic[] = [];
    client.diagnostics$.subscribe((d) => seen.push(d));
    await firstValueFrom(client.initialize());
    expect(client.serverCodexVersion).toBe(SCHEMA_CODEX_VERSION);
    expect(client.serverVersionMismatch).toBeUndefined();
    expect(seen).toEqual([]);
    client.close();
  });

  it('an "unknown variant" answer is an UnsupportedMethodError naming method and server version', async () => {
    const server = serverOf(older);
    server.on('model/list', () => {
      throw {
        code: -32600,
        message:
          'Invalid request: unknown variant `model/list`, expected one of `initialize`, `thread/start`',
      };
    });
    const client = createClient(server.clientEnd);
    await firstValueFrom(client.initialize());
    const error = await firstValueFrom(client.request('model/list', {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedMethodError);
    expect(error).toBeInstanceOf(CodexRxError);
    const e = error as UnsupportedMethodError;
    expect(e.name).toBe('UnsupportedMethodError');
    expect(e.method).toBe('model/list');
    expect(e.serverVersion).toBe(older);
    expect(e.message).toContain(`codex ${older}`);
    expect(e.cause).toBeInstanceOf(RpcResponseError);
    expect((e.cause as RpcResponseError).code).toBe(-32600);
    client.close();
  });

  it('-32601 is unsupported too; other -32600 answers stay RpcResponseErrors', async () => {
    const server = serverOf(older)
      .on('model/list', () => {
        throw { code: -32601, message: 'method not found' };
      })
      .on('thread/list', () => {
        // another method's name in the message: not about this request's method
        throw { code: -32600, message: 'Invalid request: unknown variant `thread/lists`' };
      });
    const client = createClient(server.clientEnd);
    await firstValueFrom(client.initialize());
    const call = (o: Observable<unknown>): Promise<unknown> =>
      firstValueFrom(o).catch((e: unknown) => e);
    expect(await call(client.request('model/list', {}))).toBeInstanceOf(UnsupportedMethodError);
    const other = await call(client.request('thread/list', {}));
    expect(other).toBeInstanceOf(RpcResponseError);
    expect(other).not.toBeInstanceOf(UnsupportedMethodError);
    client.close();
  });
});
