/**
 * Type-level tests (checked by `npm run typecheck`; each `@ts-expect-error`
 * fails the typecheck if the line compiles): a pool's transport spec is a
 * union told apart by `kind`, so a misspelt key or an unknown kind is a
 * compile error, for inferred options too; jest runs the runtime part.
 */
import { ClientManager, connectionKey } from '../../lib/client/client-manager.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';

const manager = new ClientManager({ createTransport: () => createInMemoryPair()[0] });

/** Only type-checked: calling them would open clients. */
const compileOnly = (): unknown[] => [
  manager.getClient({ transport: { kind: 'stdio', codexHome: '/tmp/h' } }),
  manager.getClient({ transport: { kind: 'websocket', url: 'ws://127.0.0.1:1', token: 't' } }),
  manager.getClient({ transport: { kind: 'proxy', socketPath: '/tmp/s' }, experimentalApi: true }),
  // @ts-expect-error a misspelt key of the stdio options (codexHome)
  manager.getClient({ transport: { kind: 'stdio', codexHom: '/tmp/h' } }),
  // @ts-expect-error a key of another kind (url belongs to 'websocket')
  manager.acquire({ transport: { kind: 'stdio', url: 'ws://127.0.0.1:1' } }),
  // @ts-expect-error an unknown kind
  manager.using({ transport: { kind: 'stdoi' } }, () => []),
  // @ts-expect-error a misspelt option of the pool (experimentalApi)
  manager.getClient({ transport: { kind: 'stdio' }, experimentalAPI: true }),
  // @ts-expect-error the websocket spec needs its url
  manager.withFreshClientRetry({ transport: { kind: 'websocket' } }, () => []),
];

/** A manager for transports of its own takes its own specs, checked the same way. */
interface FakeSpec {
  readonly kind: 'fake';
  readonly name: string;
}
const own = new ClientManager<FakeSpec>({ createTransport: () => createInMemoryPair()[0] });
const compileOnlyOwn = (): unknown[] => [
  own.getClient({ transport: { kind: 'fake', name: 'a' } }),
  // @ts-expect-error not one of this manager's specs
  own.getClient({ transport: { kind: 'stdio' } }),
  // @ts-expect-error a misspelt key of its spec
  own.getClient({ transport: { kind: 'fake', nmae: 'a' } }),
];

describe('ClientManager transport specs (types)', () => {
  it('type-checks the specs above; the identity of a spec ignores key order', () => {
    expect(typeof compileOnly).toBe('function');
    expect(typeof compileOnlyOwn).toBe('function');
    expect(connectionKey({ transport: { kind: 'stdio', codexHome: '/h', cwd: '/w' } })).toBe(
      connectionKey({ transport: { cwd: '/w', codexHome: '/h', kind: 'stdio' } }),
    );
  });
});
