/**
 * The real codex and the schema's version: the client reads the server's
 * version from the user agent, reports a mismatch only when there is one
 * (the compatibility matrix runs this against older codex versions, see
 * `npm run test:compat`), and a method the server does not know is an
 * UnsupportedMethodError instead of a raw -32600.
 */
import { filter, firstValueFrom, type Observable, type Subscription } from 'rxjs';
import { Client } from '../../lib/client/client.js';
import { UnsupportedMethodError } from '../../lib/client/unsupported-method.js';
import { SCHEMA_CODEX_VERSION } from '../../lib/protocol/codex-version.js';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { EXPECTED_CODEX_VERSION } from './support/codex-home.js';

jest.setTimeout(15_000);

describe('codex version against the real codex', () => {
  let server: LaunchedAppServer | null = null;
  let connection: Subscription | null = null;

  afterEach(async () => {
    connection?.unsubscribe();
    connection = null;
    await server?.dispose();
    server = null;
  });

  async function open(): Promise<Client> {
    server = await launchAppServer({ script: script() });
    return new Promise<Client>((resolve, reject) => {
      connection = Client.connect(server!.transport).subscribe({ next: resolve, error: reject });
    });
  }

  it('reads the server version; a mismatch with the schema is reported with the tested range', async () => {
    const client = await open();
    expect(client.serverCodexVersion).toBe(EXPECTED_CODEX_VERSION);
    if (EXPECTED_CODEX_VERSION === SCHEMA_CODEX_VERSION) {
      expect(client.serverVersionMismatch).toBeUndefined();
    } else {
      expect(client.serverVersionMismatch).toMatchObject({
        kind: 'serverVersionMismatch',
        serverVersion: EXPECTED_CODEX_VERSION,
        schemaVersion: SCHEMA_CODEX_VERSION,
        tested: true,
      });
      // reported at initialize, and replayed by diagnostics$ to this late subscriber
      const reported = await firstValueFrom(
        client.diagnostics$.pipe(filter((d) => d.kind === 'serverVersionMismatch')),
      );
      expect(reported).toEqual(client.serverVersionMismatch);
    }
  });

  it('a method the server does not know: UnsupportedMethodError with the method and the server version', async () => {
    const client = await open();
    const request = client.request as unknown as (m: string, p?: unknown) => Observable<unknown>;
    const error = await firstValueFrom(request.call(client, 'codexRx/noSuchMethod', {})).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnsupportedMethodError);
    expect(error).toMatchObject({
      method: 'codexRx/noSuchMethod',
      serverVersion: EXPECTED_CODEX_VERSION,
    });
    // the connection stays usable
    expect(await firstValueFrom(client.request('thread/list', {}))).toHaveProperty('data');
  });
});
