/**
 * The launcher with the kit's own minimal transports plugged in instead of the library's
 * (the default), so the kit can be checked independently of the library's transport layer.
 */
import { existsSync } from 'node:fs';
import { launchAppServer, type LaunchAppServerOptions } from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { createProcessTransport } from '../../lib/testing/process-transport.js';
import { createBearerWebSocketTransport } from '../../lib/testing/ws-transport.js';
import { rawWire, runTurn, startThread, type Json } from './raw-wire.js';

jest.setTimeout(30_000);

const kitTransports: Pick<
  LaunchAppServerOptions,
  'createStdioTransport' | 'createWebSocketTransport'
> = {
  createStdioTransport: (s) =>
    createProcessTransport({ executable: s.executable, args: s.args, env: s.env, cwd: s.cwd }),
  createWebSocketTransport: (s) => createBearerWebSocketTransport(s.url, s.token),
};

describe.each(['stdio', 'websocket'] as const)('launcher with the kit %s transport', (kind) => {
  it('runs a turn and leaves nothing behind', async () => {
    const server = await launchAppServer({
      transport: kind,
      script: script().answer('Kit transport'),
      ...kitTransports,
    });
    const wire = rawWire(server.transport);
    try {
      const threadId = await startThread(wire, server.workspace);
      const done = await runTurn(wire, threadId, 'Hi');
      expect((done.turn as Json).status).toBe('completed');
    } finally {
      wire.close();
      await server.dispose();
    }
    expect(server.processIds()).toEqual([]);
    expect(existsSync(server.codexHome)).toBe(false);
  });
});
