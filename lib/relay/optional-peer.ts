/**
 * Loads an optional peer dependency (ioredis, @opentelemetry/api) on first
 * use. `require` through `createRequire`, not `import()`: jest runs the
 * sources as CommonJS (where `import()` needs the VM modules flag), and both
 * packages ship CommonJS. The ES module build supplies its own URL.
 */
import { createRequire } from 'node:module';

declare const __CODEX_RX_MODULE_URL__: string | undefined;

/** The package's exports; throws (Node's MODULE_NOT_FOUND) when it is not installed. */
export function requireOptionalPeer<T>(name: string): T {
  const from = typeof __CODEX_RX_MODULE_URL__ === 'string' ? __CODEX_RX_MODULE_URL__ : __filename;
  return createRequire(from)(name) as T;
}
