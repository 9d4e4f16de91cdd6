/**
 * Node conveniences over the client: connect over stdio (a codex child
 * process) or WebSocket (the `ws` package), and a ClientManager whose
 * transport specs are `{ kind: 'stdio', ...StdioTransportOptions }` or
 * `{ kind: 'websocket', url, token, ... }`.
 */
import type { Observable } from 'rxjs';
import { Client } from '../client/client.js';
import {
  ClientManager,
  type ClientManagerOptions,
  type TransportSpec,
} from '../client/client-manager.js';
import type { ClientOptions, FlavorOf } from '../client/client-options.js';
import { TransportOpenError } from '../rpc/errors.js';
import { createNodeWebSocketTransport } from '../transport/node-websocket.js';
import { createProxyTransport } from '../transport/proxy.js';
import { createStdioTransport, type StdioTransportOptions } from '../transport/stdio.js';
import type { Transport } from '../transport/transport.js';
import type { WebSocketTransportOptions } from '../transport/websocket.js';

/** Node WebSocket options (the socket factory is the `ws` package's). */
export type NodeWebSocketOptions = Omit<
  WebSocketTransportOptions,
  'createSocket' | 'WebSocketCtor'
>;

/**
 * Spawns `codex app-server --listen stdio://` (or goes through the managed
 * daemon's proxy, see `createStdioTransport`) and emits the initialized client;
 * unsubscribing ends the process.
 *
 * @example
 * connectStdio({ codexHome }, { clientInfo: { name: 'my_app', version: '1.0.0' } })
 *   .pipe(switchMap((client) => client.startThread({ cwd: '/repo' })))
 *   .subscribe((thread) => console.log(thread.id));
 */
export function connectStdio<const O extends ClientOptions = ClientOptions>(
  transport: StdioTransportOptions = {},
  options?: O,
): Observable<Client<FlavorOf<O>>> {
  // one bound for every connection: the Session's for 'chunks', the
  // transport's own for the stale-daemon fallback (see StdioTransportOptions)
  const maxLineLength = transport.maxLineLength ?? options?.session?.maxLineLength;
  return Client.connect(
    createStdioTransport(maxLineLength === undefined ? transport : { ...transport, maxLineLength }),
    options,
  );
}

/**
 * Connects to `codex app-server --listen ws://...` and emits the initialized client.
 *
 * @example
 * connectWebSocket({ url: 'ws://127.0.0.1:4500', token }).subscribe((client) => ...);
 */
export function connectWebSocket<const O extends ClientOptions = ClientOptions>(
  transport: NodeWebSocketOptions,
  options?: O,
): Observable<Client<FlavorOf<O>>> {
  return Client.connect(createNodeWebSocketTransport(transport), options);
}

/**
 * Builds a transport from a pool spec: `kind: 'stdio'` (createStdioTransport),
 * `'proxy'` (createProxyTransport) or `'websocket'` (createNodeWebSocketTransport);
 * the rest of the spec is that transport's options. A kind outside the union
 * (from untyped code) fails with TransportOpenError.
 *
 * @example
 * nodeTransportFactory({ kind: 'stdio', codexHome: '/tmp/home' });
 */
export function nodeTransportFactory(spec: TransportSpec): Transport {
  switch (spec.kind) {
    case 'stdio': {
      const { kind: _kind, ...options } = spec;
      return createStdioTransport(options);
    }
    case 'proxy': {
      const { kind: _kind, ...options } = spec;
      return createProxyTransport(options);
    }
    case 'websocket': {
      const { kind: _kind, ...options } = spec;
      return createNodeWebSocketTransport(options);
    }
    default:
      throw new TransportOpenError(
        `unknown transport kind ${JSON.stringify((spec as { kind: unknown }).kind)} (expected 'stdio', 'proxy' or 'websocket')`,
      );
  }
}

/**
 * A ClientManager for Node transports.
 *
 * @example
 * const manager = createNodeClientManager({ idleGraceMs: 10_000 });
 * manager.getClient({ transport: { kind: 'stdio', codexHome }, workspace: '/repo' }).subscribe((client) => ...);
 */
export function createNodeClientManager(
  options: Omit<ClientManagerOptions, 'createTransport'> = {},
): ClientManager {
  return new ClientManager({ ...options, createTransport: nodeTransportFactory });
}
