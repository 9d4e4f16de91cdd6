/**
 * A TCP proxy on 127.0.0.1 (port 0) in front of a redis-server that reads
 * the commands clients send (RESP arrays of bulk strings, as ioredis writes
 * them) and can hold one back: `holdFrom(match)` lets through every command
 * until the first one `match` accepts, then forwards nothing more on that
 * connection (the held command and those after it stay unanswered, in
 * flight for the client) until the connection closes, when they are
 * dropped. What a command looks like to its client when the server went
 * away before answering it, made to happen at a chosen command instead of
 * by luck. `finClients()` half-closes every client connection (the server
 * side's FIN, as a dying server sends it). A closed server side closes its
 * client side.
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface HoldProxy {
  /** `redis://127.0.0.1:PORT` of the proxy. */
  readonly url: string;
  /** Holds the next command `match` accepts (its name upper-cased, then its arguments) and all after it on its connection; resolves with its arguments once held. */
  holdFrom(match: (args: readonly string[]) => boolean): Promise<readonly string[]>;
  /** Sends a FIN to every client (their sockets see the end of input; nothing more is forwarded either way). */
  finClients(): void;
  close(): Promise<void>;
}

/**
 * Complete commands at the start of `buffer`: each one's end offset and
 * arguments; stops at the first incomplete one.
 */
function parseCommands(buffer: Buffer): { end: number; args: string[] }[] {
  const out: { end: number; args: string[] }[] = [];
  let pos = 0;
  const line = (from: number): { text: string; next: number } | undefined => {
    const cr = buffer.indexOf('\r\n', from);
    return cr < 0 ? undefined : { text: buffer.toString('latin1', from, cr), next: cr + 2 };
  };
  for (;;) {
    const head = line(pos);
    if (!head) return out;
    if (!head.text.startsWith('*')) throw new Error(`not a RESP array: ${head.text}`);
    const count = Number(head.text.slice(1));
    const args: string[] = [];
    let at = head.next;
    for (let i = 0; i < count; i++) {
      const size = line(at);
      if (!size) return out;
      const length = Number(size.text.slice(1));
      if (buffer.length < size.next + length + 2) return out;
      args.push(buffer.toString('utf8', size.next, size.next + length));
      at = size.next + length + 2;
    }
    if (args[0] !== undefined) args[0] = args[0].toUpperCase();
    out.push({ end: at, args });
    pos = at;
  }
}

export async function startHoldProxy(target: string): Promise<HoldProxy> {
  const { hostname, port } = new URL(target);
  const clients = new Set<Socket>();
  let trap: { match: (args: readonly string[]) => boolean; held: (args: string[]) => void } | null =
    null;
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    clients.add(client);
    for (const s of [client, upstream]) s.on('error', () => undefined);
    client.on('close', () => {
      clients.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    let pending = Buffer.alloc(0);
    let holding = false;
    client.on('data', (chunk: Buffer) => {
      if (holding) return;
      pending = Buffer.concat([pending, chunk]);
      let sent = 0;
      for (const { end, args } of parseCommands(pending)) {
        if (trap?.match(args)) {
          const { held } = trap;
          trap = null;
          holding = true;
          upstream.write(pending.subarray(0, sent));
          held(args);
          return;
        }
        sent = end;
      }
      upstream.write(pending.subarray(0, sent));
      pending = pending.subarray(sent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${address.port}`,
    holdFrom: (match) =>
      new Promise((resolve) => {
        trap = { match, held: resolve };
      }),
    finClients: () => {
      for (const c of clients) c.end();
    },
    close: async () => {
      for (const c of [...clients]) c.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
