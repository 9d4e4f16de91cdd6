/**
 * Issue 5 e2e suite, concurrency: two threads running turns at the same time
 * on one client, and pooled clients (ClientManager from codex-rx/node)
 * sharing one connection / process. Real pinned codex, over stdio and
 * WebSocket, public API only.
 */
import { firstValueFrom, switchMap, take, tap, type Observable } from 'rxjs';
import { ofMethod, type Client, type PooledClientOptions, type TransportSpec } from 'codex-rx';
import { createNodeClientManager } from 'codex-rx/node';
import { script, type LaunchedAppServer } from 'codex-rx/testing';
import { e2e, TRANSPORTS, waitUntil, type TransportKind } from './support';

jest.setTimeout(20_000);

/** How a user reaches the launched server through the Node pool: the spec is plain data. */
function poolSpec(kind: TransportKind, server: LaunchedAppServer): TransportSpec {
  return kind === 'stdio'
    ? {
        kind: 'stdio',
        mode: 'standalone',
        executable: server.executable,
        codexHome: server.codexHome,
        args: ['--strict-config'],
      }
    : { kind: 'websocket', url: server.url as string, token: server.token as string };
}

describe.each(TRANSPORTS)('e2e over %s: concurrency', (kind) => {
  const env = e2e(kind);

  it('two threads run turns at the same time on one client, each getting its own answer', async () => {
    const { server, client } = await env.start(script());
    const [a, b] = await Promise.all([
      firstValueFrom(client.startThread({ cwd: server.workspace })),
      firstValueFrom(client.startThread({ cwd: server.workspace })),
    ]);
    expect(a.id).not.toBe(b.id);
    server.provider.enqueueFor(a.id, script().stall({ partial: 'Alpha', then: ' done' }));
    server.provider.enqueueFor(b.id, script().stall({ partial: 'Beta', then: ' done' }));
    const started: string[] = [];
    client.events$.pipe(ofMethod('turn/started')).subscribe((e) => started.push(e.params.threadId));

    const both = Promise.all([
      firstValueFrom(a.runAndWait('first')),
      firstValueFrom(b.runAndWait('second')),
    ]);
    // both turns are at the model at once: neither waits for the other
    await waitUntil(
      () => server.provider.stalledCount === 2,
      'both model streams to be open at once',
    );
    server.provider.releaseStalls();
    const [ra, rb] = await both;
    expect(started.sort()).toEqual([a.id, b.id].sort());

    expect([ra.threadId, ra.status, ra.finalText]).toEqual([a.id, 'completed', 'Alpha done']);
    expect([rb.threadId, rb.status, rb.finalText]).toEqual([b.id, 'completed', 'Beta done']);
    expect(ra.turnId).not.toBe(rb.turnId);
    // no event of one turn leaked into the other's result
    expect(ra.items.find((i) => i.type === 'userMessage')).toMatchObject({
      content: [expect.objectContaining({ text: 'first' })],
    });
    expect(rb.items.find((i) => i.type === 'userMessage')).toMatchObject({
      content: [expect.objectContaining({ text: 'second' })],
    });
    expect(server.provider.requests.map((r) => r.threadId).sort()).toEqual([a.id, b.id].sort());
  });

  it('pooled clients (ClientManager) share one connection to one process; it closes after the idle grace', async () => {
    const server = await env.launch(script());
    const manager = createNodeClientManager({ idleGraceMs: 200 });
    const options: PooledClientOptions = {
      transport: poolSpec(kind, server),
      workspace: server.workspace,
    };
    const clients = new Set<Client>();
    const startedOn: string[] = [];
    // Each caller leases the pooled client, starts its own thread, runs a turn; the lease ends with the pipeline.
    const job = (prompt: string): Observable<string> =>
      manager.getClient({ ...options, transport: { ...options.transport } }).pipe(
        tap((client) => {
          clients.add(client);
          client.events$
            .pipe(ofMethod('turn/started'))
            .subscribe((e) => startedOn.push(e.params.threadId));
        }),
        switchMap((client) => client.startThread({ cwd: server.workspace })),
        tap((thread) =>
          server.provider.enqueueFor(thread.id, script().answer(`answer to ${prompt}`)),
        ),
        switchMap((thread) => thread.runText(prompt)),
        take(1),
      );

    const texts = await Promise.all([
      firstValueFrom(job('one')),
      firstValueFrom(job('two')),
      firstValueFrom(job('three')),
    ]);
    expect(texts).toEqual(['answer to one', 'answer to two', 'answer to three']);
    expect(clients.size).toBe(1);
    expect(manager.size).toBe(1);
    if (kind === 'stdio') expect(server.processIds()).toHaveLength(1);
    const [shared] = [...clients] as [Client];
    expect(new Set(startedOn).size).toBe(3); // three threads, one client

    // every lease is released: the shared client closes after the grace period
    await waitUntil(() => shared.isClosed, 'the idle pooled client to close');
    expect(manager.size).toBe(0);
    if (kind === 'stdio')
      await waitUntil(() => server.processIds().length === 0, 'the pooled codex process to exit');
  });
});
