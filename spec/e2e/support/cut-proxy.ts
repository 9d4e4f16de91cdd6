/**
 * A TCP proxy on 127.0.0.1 (port 0) in front of a server, whose `cut()`
 * destroys every open connection at once, both sides, without a WebSocket
 * close frame: what a dropped network or a sleeping laptop looks like to
 * both ends. New connections are accepted afterwards (the reconnect), unless
 * the cut refuses them until `restore()` (a server that stays unreachable).
 * The proxy's URL has the target's scheme (ws://, redis://).
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface CutProxy {
  /** `<target's scheme>://127.0.0.1:PORT` of the proxy. */
  readonly url: string;
  /** Connections accepted so far. */
  readonly accepted: number;
  /** Destroys every open connection; with `refuse`, new ones too (accept, then destroy) until `restore()`. */
  cut(options?: { readonly refuse?: boolean }): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startCutProxy(target: string): Promise<CutProxy> {
  const { protocol, hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let accepted = 0;
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    accepted++;
    const upstream = connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `${protocol}//127.0.0.1:${address.port}`,
    get accepted() {
      return accepted;
    },
    cut: (options) => {
      refusing = options?.refuse ?? false;
      for (const s of [...open]) s.destroy();
    },
    restore: () => {
      refusing = false;
    },
    close: async () => {
      refusing = true;
      for (const s of [...open]) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
