/**
 * The Promise path beside the Observable one: `await Client.open(...)` gives a
 * client that stays open until `close()` / `await using`, and
 * `await manager.acquire(...)` a lease held until `release()` / `using`.
 */
import { firstValueFrom } from 'rxjs';
import { Client } from '../../lib/client/client.js';
import { ClientManager } from '../../lib/client/client-manager.js';
import { PooledRequestHandlerError } from '../../lib/client/errors.js';
import { TransportClosedError } from '../../lib/rpc/errors.js';
import { ScriptedServer } from './support/scripted-server.js';

// Jest's sandbox realm lacks Node's Symbol.dispose; the registered symbol is
// the same fallback the library uses there (client-lease.ts).
(Symbol as { dispose?: symbol }).dispose ??= Symbol.for('Symbol.dispose');

describe('Client.open', () => {
  it('resolves with a ready client that stays open until close()', async () => {
    const server = new ScriptedServer().on('model/list', () => ({ data: [], nextCursor: null }));
    const client = await Client.open(server.clientEnd, {
      clientInfo: { name: 'my_app', title: null, version: '1.0.0' },
    });
    expect(client.isReady).toBe(true);
    // Still open after the open() promise settled (firstValueFrom(Client.connect()) was closed here).
    await new Promise((r) => setTimeout(r, 10));
    expect(client.isClosed).toBe(false);
    await expect(firstValueFrom(client.listModels())).resolves.toBeDefined();
    await client.close();
    expect(client.isClosed).toBe(true);
  });

  it('await using closes the client at the end of the block', async () => {
    const server = new ScriptedServer();
    let seen: Client | undefined;
    {
      await using client = await Client.open(server.clientEnd);
      seen = client;
      expect(client.isClosed).toBe(false);
    }
    expect(seen.isClosed).toBe(true);
  });

  it('rejects with the handshake error and leaves the transport closed', async () => {
    const server = new ScriptedServer();
    server.crash('spawn failed');
    await expect(Client.open(server.clientEnd)).rejects.toBeInstanceOf(TransportClosedError);
  });

  it('types the experimental flavour from a literal experimentalApi: true', async () => {
    const server = new ScriptedServer();
    const client = await Client.open(server.clientEnd, { experimentalApi: true });
    expect(client.isExperimental).toBe(true);
    await client.close();
  });
});

describe('ClientManager.acquire', () => {
  function manager(idleGraceMs = 0): { manager: ClientManager; opened: () => number } {
    let opened = 0;
    const m = new ClientManager({
      idleGraceMs,
      createTransport: () => {
        opened++;
        return new ScriptedServer().clientEnd;
      },
    });
    return { manager: m, opened: () => opened };
  }
  const stdio = { transport: { kind: 'stdio' as const } };

  it('holds the client until release(); two leases share one client', async () => {
    const { manager: m, opened } = manager();
    const a = await m.acquire(stdio);
    const b = await m.acquire(stdio);
    expect(a.client).toBe(b.client);
    expect(opened()).toBe(1);
    await new Promise((r) => setTimeout(r, 10));
    expect(a.client.isClosed).toBe(false);
    a.release();
    a.release(); // a second release is a no-op: b still holds the client
    await new Promise((r) => setTimeout(r, 10));
    expect(b.client.isClosed).toBe(false);
    expect(a.released).toBe(true);
    b.release();
    await new Promise((r) => setTimeout(r, 10));
    expect(b.client.isClosed).toBe(true);
  });

  it('using releases the lease at the end of the block', async () => {
    const { manager: m } = manager();
    let client: Client | undefined;
    {
      using lease = await m.acquire(stdio);
      client = lease.client;
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(client.isClosed).toBe(true);
  });

  it('rejects with the handshake error', async () => {
    const m = new ClientManager({
      createTransport: () => {
        const server = new ScriptedServer();
        server.crash('spawn failed');
        return server.clientEnd;
      },
    });
    await expect(m.acquire(stdio)).rejects.toBeInstanceOf(TransportClosedError);
  });

  it('rejects a requestHandler with PooledRequestHandlerError', async () => {
    const { manager: m, opened } = manager();
    await expect(
      m.acquire({ ...stdio, requestHandler: () => ({}) } as never),
    ).rejects.toBeInstanceOf(PooledRequestHandlerError);
    expect(opened()).toBe(0);
  });
});
