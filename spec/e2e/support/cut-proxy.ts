/**
 * A TCP proxy on 127.0.0.1 (port 0) in front of a server, whose `cut()`
 * destroys every open connection at once, both sides, without a WebSocket
 * close frame: what a dropped network or a sleeping laptop looks like to
 * both ends. New connections are accepted afterwards (the reconnect).
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface CutProxy {
  /** `ws://127.0.0.1:PORT` of the proxy. */
  readonly url: string;
  /** Connections accepted so far. */
  readonly accepted: number;
  cut(): void;
  close(): Promise<void>;
}

export async function startCutProxy(target: string): Promise<CutProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let accepted = 0;
  const server = createServer((client) => {
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
    url: `ws://127.0.0.1:${address.port}`,
    get accepted() {
      return accepted;
    },
    cut: () => {
      for (const s of [...open]) s.destroy();
    },
    close: async () => {
      for (const s of [...open]) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
