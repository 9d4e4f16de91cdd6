import { firstValueFrom } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { Client } from '../../lib/client/client.js';
import {
  ClientManager,
  connectionKey,
  type StdioTransportSpec,
  type TransportSpec,
} from '../../lib/client/client-manager.js';
import { canonicalJson } from '../../lib/client/canonical-json.js';
import { PooledRequestHandlerError } from '../../lib/client/errors.js';
import { TransportClosedError } from '../../lib/rpc/errors.js';
import { ScriptedServer } from './support/scripted-server.js';

function setup(idleGraceMs = 100) {
  const scheduler = new TestScheduler(() => undefined);
  const servers: ScriptedServer[] = [];
  const specs: TransportSpec[] = [];
  const manager = new ClientManager({
    idleGraceMs,
    scheduler,
    createTransport: (spec) => {
      specs.push(spec);
      const server = new ScriptedServer();
      servers.push(server);
      return server.clientEnd;
    },
  });
  return { scheduler, servers, specs, manager };
}

const stdio: StdioTransportSpec = { kind: 'stdio', codexHome: '/tmp/h', args: ['--x'] };

describe('connectionKey', () => {
  it('is the same for the same options in any key order, different otherwise', () => {
    const a = connectionKey({
      transport: { kind: 'stdio', codexHome: '/h', env: { A: '1', B: '2' } },
      experimentalApi: true,
    });
    const b = connectionKey({
      experimentalApi: true,
      transport: { env: { B: '2', A: '1' }, codexHome: '/h', kind: 'stdio' },
    });
    expect(a).toBe(b);
    expect(connectionKey({ transport: { kind: 'stdio', codexHome: '/h' } })).not.toBe(
      connectionKey({ transport: { kind: 'stdio', codexHome: '/other' } }),
    );
    expect(connectionKey({ transport: stdio, workspace: '/a' })).not.toBe(
      connectionKey({ transport: stdio, workspace: '/b' }),
    );
    expect(
      connectionKey({ transport: stdio, optOutNotificationMethods: ['thread/started', 'warning'] }),
    ).toBe(
      connectionKey({ transport: stdio, optOutNotificationMethods: ['warning', 'thread/started'] }),
    );
  });

  it('canonicalJson sorts keys and drops undefined and functions', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, f: () => 1, c: [2, 1] } })).toBe(
      '{"a":{"c":[2,1]},"b":1}',
    );
  });
});

describe('ClientManager', () => {
  it('shares one client (one transport) between callers with the same identity', () => {
    const { manager, specs } = setup();
    const got: unknown[] = [];
    const l1 = manager.getClient({ transport: stdio }).subscribe((c) => got.push(c));
    const l2 = manager
      .getClient({ transport: { args: ['--x'], codexHome: '/tmp/h', kind: 'stdio' } })
      .subscribe((c) => got.push(c));
    const l3 = manager
      .getClient({ transport: stdio, experimentalApi: true })
      .subscribe((c) => got.push(c));
    expect(got).toHaveLength(3);
    expect(got[0]).toBe(got[1]);
    expect(got[2]).not.toBe(got[0]);
    expect(specs).toHaveLength(2);
    expect(manager.size).toBe(2);
    l1.unsubscribe();
    l2.unsubscribe();
    l3.unsubscribe();
  });

  it('keeps the client while leased, closes it after the idle grace once released, reuses it within the grace', () => {
    const { manager, scheduler, specs } = setup(100);
    let client: Client | undefined;
    const lease = manager.getClient({ transport: stdio }).subscribe((c) => (client = c));
    scheduler.flush();
    expect(client?.isClosed).toBe(false);
    // (that flush also ran the session's request-timeout check, so time is not 0)
    const released = scheduler.now();
    lease.unsubscribe();
    // within the grace period, a new caller gets the same client
    scheduler.schedule(() => {
      const again = manager
        .getClient({ transport: stdio })
        .subscribe((c) => expect(c).toBe(client));
      again.unsubscribe();
    }, 50);
    scheduler.flush();
    expect(specs).toHaveLength(1);
    // ...and the grace restarts from that release: closed 100 ms after it
    expect(client?.isClosed).toBe(true);
    expect(manager.size).toBe(0);
    expect(scheduler.now()).toBe(released + 150);
  });

  it('does not close while another lease is held', () => {
    const { manager, scheduler } = setup(100);
    let client: Client | undefined;
    const a = manager.getClient({ transport: stdio }).subscribe((c) => (client = c));
    const b = manager.getClient({ transport: stdio }).subscribe();
    a.unsubscribe();
    scheduler.flush();
    expect(client?.isClosed).toBe(false);
    b.unsubscribe();
    scheduler.flush();
    expect(client?.isClosed).toBe(true);
  });

  it('replaces a dead client on the next request; a lease on the dead one errors', () => {
    const { manager, servers, specs } = setup();
    let first: Client | undefined;
    let leaseError: unknown;
    manager
      .getClient({ transport: stdio })
      .subscribe({ next: (c) => (first = c), error: (e: unknown) => (leaseError = e) });
    servers[0]?.crash('codex died');
    expect(leaseError).toBeInstanceOf(TransportClosedError);
    expect(manager.size).toBe(0);
    let second: Client | undefined;
    const lease = manager.getClient({ transport: stdio }).subscribe((c) => (second = c));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(second?.isReady).toBe(true);
    expect(specs).toHaveLength(2);
    lease.unsubscribe();
  });

  it('an initialize failure errors the lease and is retried by the next request', () => {
    let opened = 0;
    const manager = new ClientManager({
      createTransport: () => {
        const server = new ScriptedServer();
        if (opened++ === 0) server.crash('spawn failed');
        return server.clientEnd;
      },
    });
    let error: unknown;
    manager.getClient({ transport: stdio }).subscribe({ error: (e: unknown) => (error = e) });
    expect(error).toBeInstanceOf(TransportClosedError);
    let ok: Client | undefined;
    const lease = manager.getClient({ transport: stdio }).subscribe((c) => (ok = c));
    expect(ok?.isReady).toBe(true);
    expect(opened).toBe(2);
    lease.unsubscribe();
    void manager.closeAll();
  });

  it('refuses a requestHandler with a clear error', async () => {
    const { manager, specs } = setup();
    const options = { transport: stdio, requestHandler: () => ({ decision: 'accept' }) } as never;
    await expect(firstValueFrom(manager.getClient(options))).rejects.toBeInstanceOf(
      PooledRequestHandlerError,
    );
    await expect(firstValueFrom(manager.getClient(options))).rejects.toThrow(/per-turn handler/);
    expect(specs).toHaveLength(0);
  });
});
