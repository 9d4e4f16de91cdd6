/**
 * Envelope modules: for each family a type-level map from method name to
 * params (and result) types, one descriptor per method (name, codecs and
 * types, thread scope, stability; see the runtime's method-table.ts), a `Map`
 * from method name to descriptor (constant-time lookup) and a predicate.
 *
 * @example
 * envelopeText('client-requests', 'ClientRequest', entries, locate, provenance);
 */
import { codecText } from './emit-codec.js';
import { importsFor, runtimeImports, type Locate } from './emit-module.js';
import { typeText } from './emit-type.js';
import type { EnvelopeName, MethodEntry } from './envelopes.js';
import { header, type Provenance } from './header.js';
import type { Node } from './ir.js';
import { docComment, quote } from './names.js';

const FAMILY: Record<EnvelopeName, { table: string; doc: string }> = {
  ClientRequest: {
    table: 'clientRequests',
    doc: 'Requests the client sends (and the results the server answers with).',
  },
  ServerRequest: {
    table: 'serverRequests',
    doc: 'Requests the server sends (approvals, user input, ...): each must be answered.',
  },
  ServerNotification: { table: 'serverNotifications', doc: 'Notifications the server pushes.' },
  ClientNotification: { table: 'clientNotifications', doc: 'Notifications the client sends.' },
};

/** What the generator knows about each method beyond its entry. */
export interface MethodTraits {
  /** The params carry a required `threadId`. */
  readonly threadScoped: (entry: MethodEntry) => boolean;
  /** Only the experimental schema has the method. */
  readonly experimental: (entry: MethodEntry) => boolean;
}

/** The names an envelope module exports (declared by `envelopeText`). */
export function envelopeNames(envelope: EnvelopeName) {
  const { table } = FAMILY[envelope];
  const methodType = `${envelope}Method`;
  return {
    table,
    descriptors: `${table.replace(/s$/, '')}Descriptors`,
    predicate: `is${methodType}`,
    methodType,
    mapType: `${envelope}Map`,
    descriptorsType: `${envelope}Descriptors`,
    scopedType: `ThreadScoped${methodType}`,
    experimentalType: `Experimental${methodType}`,
  };
}

export function envelopeText(
  key: string,
  envelope: EnvelopeName,
  entries: readonly MethodEntry[],
  locate: Locate,
  provenance: Provenance,
  traits: MethodTraits,
): string {
  const isRequest = envelope.endsWith('Request');
  const { doc } = FAMILY[envelope];
  const names = envelopeNames(envelope);
  const { table, methodType, mapType, descriptorsType, descriptors } = names;
  const nodes: Node[] = entries.flatMap((e) => [
    e.params,
    ...(e.result === undefined ? [] : [{ kind: 'ref' as const, name: e.result }]),
  ]);
  const paramsType = (e: MethodEntry): string =>
    `${typeText(e.params, '    ')}${e.paramsRequired ? '' : ' | undefined'}`;
  const mapEntries = entries.map((e) => {
    const value = isRequest
      ? `{ params: ${paramsType(e)}; result: ${e.result ?? 'unknown'} }`
      : paramsType(e);
    return `${docComment(e.description, '  ')}  ${quote(e.method)}: ${value};`;
  });
  const union = (methods: readonly string[]): string =>
    methods.length === 0 ? 'never' : methods.map(quote).join(' | ');
  const scoped = entries.filter((e) => traits.threadScoped(e)).map((e) => e.method);
  const experimental = entries.filter((e) => traits.experimental(e)).map((e) => e.method);
  const descriptorType = isRequest
    ? `rt.RequestDescriptor<M, ${mapType}[M]['params'], ${mapType}[M]['result'], M extends ${names.scopedType} ? true : false, M extends ${names.experimentalType} ? true : false>`
    : `rt.NotificationDescriptor<M, ${mapType}[M], M extends ${names.scopedType} ? true : false, M extends ${names.experimentalType} ? true : false>`;
  // compact: `rt.request(Params, Result, 'rt')` (flags: r required, t thread-scoped, x experimental).
  // Every top-level call is marked pure: dist/ bundles modules into shared chunks, where a
  // bundler drops an unused table only when nothing at its top level may have side effects.
  const descriptorEntries = entries.map((e) => {
    const flags = `${e.paramsRequired ? 'r' : ''}${traits.threadScoped(e) ? 't' : ''}${traits.experimental(e) ? 'x' : ''}`;
    const args = [
      codecText(e.params, undefined, true),
      ...(isRequest ? [e.result ?? 't.unknown'] : []),
      quote(flags),
    ];
    return `  ${quote(e.method)}: /* @__PURE__ */ rt.${isRequest ? 'request' : 'notification'}(${args.join(', ')}),`;
  });
  const specType = isRequest ? 'rt.RequestSpec' : 'rt.NotificationSpec';
  const body = [
    `/** ${doc} Method name -> ${isRequest ? '`{ params, result }` types' : 'params type'}. */`,
    `export interface ${mapType} {`,
    ...mapEntries,
    '}',
    '',
    `/** Every ${envelope} method of this schema. */`,
    `export type ${methodType} = keyof ${mapType};`,
    '',
    `/** The ${envelope} methods whose params carry a required \`threadId\`. */`,
    `export type ${names.scopedType} = ${union(scoped)};`,
    '',
    `/** The ${envelope} methods only the experimental schema has (they need \`capabilities.experimentalApi\`). */`,
    `export type ${names.experimentalType} = ${union(experimental)};`,
    '',
    `/** One descriptor per ${envelope} method: name, codecs and types, thread scope, stability. */`,
    `export type ${descriptorsType} = {`,
    `  readonly [M in ${methodType}]: ${descriptorType};`,
    '};',
    '',
    `/** ${doc} Method name -> descriptor. */`,
    `export const ${descriptors}: ${descriptorsType} = /* @__PURE__ */ rt.describeMethods<${descriptorsType}>({`,
    ...descriptorEntries,
    '});',
    '',
    `/** ${doc} Method name -> descriptor, looked up in constant time. */`,
    `export const ${table}: ReadonlyMap<string, ${specType}> = /* @__PURE__ */ rt.methodTable<${specType}>(${descriptors});`,
    '',
    `/** Whether \`method\` is a ${envelope} method of this schema. */`,
    `export function ${names.predicate}(method: string): method is ${methodType} {`,
    `  return ${table}.has(method);`,
    '}',
    '',
  ].join('\n');
  return [
    header(provenance),
    runtimeImports(key, body),
    importsFor(key, nodes, locate, new Set()),
    body,
  ].join('\n');
}

/** The list of methods only the experimental set has (emitted into gen/experimental). */
export function experimentalListText(
  lists: Readonly<Record<EnvelopeName, readonly string[]>>,
  provenance: Provenance,
): string {
  const block = (envelope: EnvelopeName): string =>
    `export const ${EXPERIMENTAL_LISTS[envelope]}: ReadonlySet<string> = /* @__PURE__ */ new Set<string>([${lists[envelope].map(quote).join(', ')}]);\n`;
  return [
    header(provenance),
    '/** Methods present only with `--experimental` (need `capabilities.experimentalApi`). */',
    block('ClientRequest'),
    block('ServerRequest'),
    block('ServerNotification'),
    block('ClientNotification'),
  ].join('\n');
}

/** The names of the experimental-only method lists (gen/experimental/experimental-methods.ts). */
export const EXPERIMENTAL_LISTS: Readonly<Record<EnvelopeName, string>> = {
  ClientRequest: 'experimentalClientRequestMethods',
  ServerRequest: 'experimentalServerRequestMethods',
  ServerNotification: 'experimentalServerNotificationMethods',
  ClientNotification: 'experimentalClientNotificationMethods',
};
