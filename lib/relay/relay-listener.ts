/**
 * A relay node's listening socket: one HTTP server answering the operators'
 * routes (relay-ops-http.ts) and upgrading the rest to WebSockets through
 * the upgrade gate (relay-upgrade-gate.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { RELAY_PROTOCOL } from '../transport/relay-envelope.js';
import type { RelayLogger } from './relay-log.js';
import { handleOpsRequest, type OpsRoutes } from './relay-ops-http.js';
import { createUpgradeGate, type UpgradeGate } from './relay-upgrade-gate.js';

export interface RelayListenerOptions {
  readonly token: string;
  readonly allowedOrigins: readonly string[];
  readonly maxMessageBytes: number;
  readonly log: RelayLogger;
  readonly routes: OpsRoutes;
}

export interface RelayListener {
  readonly server: Server;
  readonly wss: WebSocketServer;
  readonly gate: UpgradeGate;
  /** Listens; resolves with the port. */
  listen(port: number, host: string): Promise<number>;
}

export function createRelayListener(options: RelayListenerOptions): RelayListener {
  const server: Server = createServer((req, res) => {
    if (!handleOpsRequest(options.routes, req, res))
      res.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket upgrade required');
  });
  const gate = createUpgradeGate({
    token: options.token,
    allowedOrigins: new Set(options.allowedOrigins),
    log: options.log,
  });
  const wss = new WebSocketServer({
    server,
    maxPayload: options.maxMessageBytes,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(RELAY_PROTOCOL) ? RELAY_PROTOCOL : false),
    verifyClient: gate.verifyClient,
  });
  const listen = async (port: number, host: string): Promise<number> => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return (server.address() as AddressInfo).port;
  };
  return { server, wss, gate, listen };
}
