import { firstValueFrom, lastValueFrom } from 'rxjs';
import { ErrorCodes, RpcResponseError, TransportClosedError } from '../../lib/rpc/errors';
import { Session } from '../../lib/rpc/session';
import { createNodeWebSocketTransport } from '../../lib/transport/node-websocket';
import { createStdioTransport } from '../../lib/transport/stdio';
import { processesUsingCodexHome } from '../../lib/testing/codex-processes';
import {
  CODEX,
  E2E_USER_AGENT,
  startWsServer,
  stdioServerPid,
  tempCodexHome,
  waitFor,
  type TempCodexHome,
  type WsServer,
} from './support/codex-home';

const clientInfo = { name: 'codex-rx-e2e', version: '0' };

interface InitializeResult {
  userAgent: string;
  codexHome: string;
}

const failure = (p: Promise<unknown>): Promise<unknown> =>
  p.then(() => undefined).catch((e: unknown) => e);

describe('Session against the real codex', () => {
  let home: TempCodexHome;
  let session: Session | undefined;
  let server: WsServer | undefined;
  beforeEach(() => {
    home = tempCodexHome();
  });
  afterEach(async () => {
    await session?.close();
    session = undefined;
    await server?.stop();
    server = undefined;
    await waitFor(() => processesUsingCodexHome(home.dir).length === 0, 5000, 'codex to exit');
    home.cleanup();
  });

  const stdioSession = (): Session =>
    (session = new Session(
      createStdioTransport({ executable: CODEX, codexHome: home.dir, mode: 'standalone' }),
    ));

  it('initializes over stdio; a second initialize is "Already initialized" (-32600)', async () => {
    const s = stdioSession();
    const result = (await firstValueFrom(
      s.request('initialize', { clientInfo }),
    )) as InitializeResult;
    expect(result.codexHome).toBe(home.dir);
    s.notify('initialized');
    const again = await failure(firstValueFrom(s.request('initialize', { clientInfo })));
    expect(again).toBeInstanceOf(RpcResponseError);
    expect(again).toMatchObject({
      code: ErrorCodes.InvalidRequest,
      serverMessage: 'Already initialized',
    });
  });

  it('initializes over WebSocket', async () => {
    server = await startWsServer(home.dir);
    const s = (session = new Session(createNodeWebSocketTransport({ url: server.url })));
    const result = (await firstValueFrom(
      s.request('initialize', { clientInfo }),
    )) as InitializeResult;
    expect(result.userAgent).toMatch(E2E_USER_AGENT);
  });

  it('an experimental method without the capability fails with "requires experimentalApi capability"', async () => {
    const s = stdioSession();
    await firstValueFrom(s.request('initialize', { clientInfo }));
    s.notify('initialized');
    const error = await failure(firstValueFrom(s.request('mock/experimentalMethod', {})));
    expect(error).toBeInstanceOf(RpcResponseError);
    expect(error).toMatchObject({ code: ErrorCodes.InvalidRequest });
    expect((error as RpcResponseError).serverMessage).toMatch(
      /requires experimentalApi capability/,
    );
  });

  it('killing codex while requests are pending errors every one of them with TransportClosedError', async () => {
    const s = stdioSession();
    await firstValueFrom(s.request('initialize', { clientInfo }));
    s.notify('initialized');
    const pid = stdioServerPid() as number;
    expect(pid).toBeGreaterThan(0);
    // Frozen first: a running codex answers some of these before the kill lands
    // (the replies are still read from the pipe), which made this case flaky.
    process.kill(pid, 'SIGSTOP');
    const pending = ['thread/list', 'model/list', 'config/read', 'thread/list', 'model/list'].map(
      (m) => failure(lastValueFrom(s.request(m, {}))),
    );
    expect(s.pendingCount).toBe(5);
    process.kill(pid, 'SIGKILL');
    const errors = await Promise.all(pending);
    for (const e of errors) expect(e).toBeInstanceOf(TransportClosedError);
    const reason = (errors[0] as TransportClosedError).reason;
    expect(reason.signal).toBe('SIGKILL');
    expect(reason.stderrTail?.length).toBeGreaterThan(0);
    expect(s.isClosed).toBe(true);
    expect(s.pendingCount).toBe(0);
    // Requests after the close fail at once with the same reason.
    await expect(firstValueFrom(s.request('thread/list', {}))).rejects.toBeInstanceOf(
      TransportClosedError,
    );
  });
});
