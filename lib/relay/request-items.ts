/**
 * The items a server request may be about (a command to approve, file
 * changes with their diffs), kept by a relay session as they stand from
 * `item/started` to `item/completed`. A server request for one of them is
 * stored with it (`UnresolvedServerRequest.item`), so that a client that
 * attaches while the request is unresolved sees what it approves, whatever
 * the acknowledgements trimmed from the log. Only command executions and
 * file changes are kept, and only while they run.
 */
import type { ServerRequestItem } from '../transport/relay-envelope.js';

const ITEM_PREFIX = '{"method":"item/';
const METHOD_START = '{"method":"'.length;
/** The notifications that start, change or end a kept item. */
const OBSERVED = new Set([
  'item/started',
  'item/completed',
  'item/commandExecution/outputDelta',
  'item/fileChange/patchUpdated',
]);
const KEPT_TYPES = new Set(['commandExecution', 'fileChange']);
/** Output kept per command (its tail): a record holds the item while its request is unresolved. */
export const MAX_KEPT_OUTPUT = 64 * 1024;

type Params = Record<string, unknown>;

type KeptItem = ServerRequestItem;

export class RequestItems {
  private readonly items = new Map<string, KeptItem>();

  /**
   * Reads a notification line (told without parsing whether it may concern
   * a kept item: deltas of messages and reasoning are not parsed). Returns
   * the id of the kept item it changed, if any.
   */
  observe(line: string): string | undefined {
    if (!line.startsWith(ITEM_PREFIX)) return undefined;
    const method = line.slice(METHOD_START, line.indexOf('"', METHOD_START));
    if (!OBSERVED.has(method) || (method !== 'item/started' && this.items.size === 0))
      return undefined;
    let params: Params;
    try {
      params = (JSON.parse(line) as { params?: Params }).params ?? {};
    } catch {
      return undefined;
    }
    if (method === 'item/started' || method === 'item/completed') {
      const item = params['item'] as Params | undefined;
      const id = item?.['id'];
      if (typeof id !== 'string') return undefined;
      if (method === 'item/completed') {
        this.items.delete(id);
        return undefined;
      }
      if (!KEPT_TYPES.has(String(item?.['type']))) return undefined;
      if (typeof params['threadId'] !== 'string' || typeof params['turnId'] !== 'string')
        return undefined;
      this.items.set(id, params as KeptItem);
      return id;
    }
    const id = params['itemId'];
    const kept = typeof id === 'string' ? this.items.get(id) : undefined;
    if (!kept) return undefined;
    const item =
      method === 'item/fileChange/patchUpdated'
        ? { ...kept.item, changes: params['changes'] }
        : { ...kept.item, aggregatedOutput: appendOutput(kept.item, params['delta']) };
    this.items.set(id as string, { ...kept, item });
    return id as string;
  }

  /** The kept item a server request's params name (`itemId`), as it stands. */
  itemOf(message: unknown): KeptItem | undefined {
    const id = (message as { params?: { itemId?: unknown } } | null)?.params?.itemId;
    return typeof id === 'string' ? this.items.get(id) : undefined;
  }

  /** A turn ended: its items are done (an interrupted turn may not complete them). */
  turnEnded(threadId: string): void {
    for (const [id, kept] of this.items) if (kept.threadId === threadId) this.items.delete(id);
  }
}

function appendOutput(item: Params, delta: unknown): string {
  const before = typeof item['aggregatedOutput'] === 'string' ? item['aggregatedOutput'] : '';
  const all = before + (typeof delta === 'string' ? delta : '');
  return all.length > MAX_KEPT_OUTPUT ? all.slice(all.length - MAX_KEPT_OUTPUT) : all;
}
