/**
 * The four envelopes (ClientRequest, ServerRequest, ServerNotification,
 * ClientNotification): each `oneOf` variant becomes one method entry with its
 * params node (and result definition for requests).
 *
 * @example
 * const methods = readEnvelope(bundle, converter, 'ClientRequest');
 */
import type { Bundle, JsonSchema } from './json-schema.js';
import type { Converter } from './convert.js';
import type { Node } from './ir.js';
import { resultNameFor } from './result-names.js';

export const ENVELOPES = [
  'ClientRequest',
  'ServerRequest',
  'ServerNotification',
  'ClientNotification',
] as const;
export type EnvelopeName = (typeof ENVELOPES)[number];

export interface MethodEntry {
  readonly method: string;
  readonly description?: string;
  /** Params node; `null` type when the method takes none. */
  readonly params: Node;
  readonly paramsRequired: boolean;
  /** Result definition name (requests only); undefined when unknown. */
  readonly result?: string;
}

export function readEnvelope(
  bundle: Bundle,
  converter: Converter,
  envelope: EnvelopeName,
  warn: (message: string) => void,
): MethodEntry[] {
  const schema = bundle.byName.get(envelope)?.schema;
  if (typeof schema !== 'object' || schema.oneOf === undefined)
    throw new Error(`${envelope}: no oneOf`);
  const isRequest = envelope.endsWith('Request');
  const defined = new Set(bundle.byName.keys());
  return schema.oneOf.map((variant: JsonSchema) => {
    if (typeof variant !== 'object') throw new Error(`${envelope}: boolean variant`);
    const methodSchema = variant.properties?.['method'];
    const method = typeof methodSchema === 'object' ? methodSchema.enum?.[0] : undefined;
    if (typeof method !== 'string') throw new Error(`${envelope}: variant without method`);
    const paramsSchema = variant.properties?.['params'];
    const params: Node =
      paramsSchema === undefined ? { kind: 'prim', type: 'null' } : converter.node(paramsSchema);
    const paramsRequired = (variant.required ?? []).includes('params');
    const entry: MethodEntry = {
      method,
      params,
      paramsRequired,
      ...(variant.description ? { description: variant.description } : {}),
    };
    if (!isRequest) return entry;
    const result = resultNameFor(method, paramsName(params), defined);
    if (result === undefined)
      warn(`${envelope} ${method}: no result definition found, result left unchecked`);
    return result === undefined ? entry : { ...entry, result };
  });
}

function paramsName(node: Node): string | undefined {
  if (node.kind === 'ref') return node.name;
  if (node.kind === 'nullable' && node.inner.kind === 'ref') return node.inner.name;
  return undefined;
}

/** Whether params of this shape carry a required string `threadId` (refs resolved through `lookup`). */
export function requiresThreadId(
  node: Node,
  lookup: (name: string) => Node | undefined,
  seen: ReadonlySet<string> = new Set(),
): boolean {
  switch (node.kind) {
    case 'ref': {
      const target = seen.has(node.name) ? undefined : lookup(node.name);
      return (
        target !== undefined && requiresThreadId(target, lookup, new Set([...seen, node.name]))
      );
    }
    case 'object':
      return node.properties.some(
        (p) =>
          p.name === 'threadId' && p.required && p.node.kind === 'prim' && p.node.type === 'string',
      );
    case 'intersection':
      return node.members.some((m) => requiresThreadId(m, lookup, seen));
    default:
      return false;
  }
}
