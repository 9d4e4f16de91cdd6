/**
 * The dependency rules of codex-rx, checked by `npm run lint:deps` (part of
 * `npm test`). docs/architecture.md explains the layers; in short, imports
 * run one way:
 *
 *   base -> transport -> rpc -> protocol (+ gen/) -> domain/turn -> client
 *        -> entry points and Node-side tools (lib/*.ts, lib/node, lib/relay,
 *           lib/testing, lib/codegen)
 *
 * A layer imports only layers to its left (and itself). Type-only imports
 * count: a type cycle is still a cycle for a reader.
 */
const { builtinModules } = require('node:module');

/** A Node built-in, with or without the `node:` prefix. */
const NODE_BUILTIN = `^(node:)?(${builtinModules.map((m) => m.replace(/[/.]/g, '\\$&')).join('|')})$`;

const LAYERS = [
  ['base', '^lib/base/'],
  ['transport', '^lib/transport/'],
  ['rpc', '^lib/rpc/'],
  ['protocol', '^(lib/protocol/|gen/)'],
  ['turn', '^lib/(domain|turn)/'],
  ['client', '^lib/client/'],
];

/** Everything above layer `i`: what it must not import. */
const above = (i) =>
  [
    ...LAYERS.slice(i + 1).map(([, p]) => p),
    '^lib/(node|relay|testing|codegen)/',
    '^lib/[^/]+\\.ts$',
  ].join('|');

const layerRules = LAYERS.map(([name, path], i) => ({
  name: `layer-${name}`,
  comment: `${name} (${path}) imports only the layers below it: ${
    LAYERS.slice(0, i)
      .map(([n]) => n)
      .join(', ') || 'nothing'
  }`,
  severity: 'error',
  from: { path },
  to: { path: above(i), pathNot: path },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles in lib/ or gen/ (type-only imports included).',
      severity: 'error',
      from: { path: '^(lib|gen)/' },
      to: { circular: true },
    },
    {
      name: 'gen-imports-only-codec-runtime',
      comment:
        "Generated code imports io-ts, itself and, of lib/, only the codecs' runtime (lib/protocol/codec-runtime.ts).",
      severity: 'error',
      from: { path: '^gen/' },
      to: { path: '^lib/', pathNot: '^lib/protocol/codec-runtime\\.ts$' },
    },
    {
      name: 'codec-runtime-imports-only-io-ts',
      comment:
        "The codecs' runtime (what gen/ imports of lib/) imports io-ts only: nothing of lib/ or gen/.",
      severity: 'error',
      from: { path: '^lib/protocol/codec-runtime\\.ts$' },
      to: { path: '^(lib|gen)/' },
    },
    ...layerRules,
    {
      name: 'core-no-node-builtins',
      comment:
        'The core entry (codex-rx) runs in browsers: nothing it reaches imports a Node built-in or ws. Node-only code sits behind codex-rx/node.',
      severity: 'error',
      from: { path: '^lib/index\\.ts$' },
      to: { path: NODE_BUILTIN, reachable: true },
    },
    {
      name: 'core-no-ws',
      comment: 'The core entry does not reach the ws package (Node only).',
      severity: 'error',
      from: { path: '^lib/index\\.ts$' },
      to: { path: '^node_modules/ws/', reachable: true },
    },
    {
      name: 'client-internals-stay-in-client',
      comment:
        "A client's internals (its connection, streams, turns and client-internals.ts) are reached only from lib/client: no entry point or other layer can export or use them.",
      severity: 'error',
      from: { path: '^(lib|gen)/', pathNot: '^lib/client/' },
      to: {
        path: '^lib/client/(client-internals|client-connection|client-streams|client-turns)\\.ts$',
      },
    },
    {
      name: 'fleet-sees-only-the-contract',
      comment:
        "The fleet node (fleet*.ts but the activity feed, remote-attachment.ts, relay-fleet-node.ts) is written against the coordination contract (fleet-coordinator.ts): it never imports an implementation's modules (redis-*, memory-coordinator, memory-fleet, memory-store).",
      severity: 'error',
      from: {
        path: '^lib/relay/(fleet(?!-activity)[a-z-]*|remote-attachment|relay-fleet-node)\\.ts$',
      },
      to: { path: '^lib/relay/(redis-[a-z-]+|memory-(coordinator|fleet|store))\\.ts$' },
    },
    {
      name: 'lib-not-to-tests',
      comment: 'lib/ and gen/ never import specs, benchmarks or examples.',
      severity: 'error',
      from: { path: '^(lib|gen)/' },
      to: { path: '^(spec|bench|examples)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
