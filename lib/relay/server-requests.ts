/**
 * A session's unresolved server requests (approvals the upstream waits on),
 * each with the item it is about as that item stands now (request-items.ts):
 * what an attaching client is told it still has to answer.
 */
import type { RequestId } from '../rpc/messages.js';
import type { UnresolvedServerRequest } from '../transport/relay-envelope.js';
import { RequestItems } from './request-items.js';
import { keyOf } from './upstream-lines.js';

export class ServerRequests {
  private readonly unresolved = new Map<string, UnresolvedServerRequest>();
  /** The running commands and file changes a server request may be about. */
  private readonly requestItems = new RequestItems();

  get size(): number {
    return this.unresolved.size;
  }

  /** In sequence order. */
  list(): UnresolvedServerRequest[] {
    return [...this.unresolved.values()];
  }

  /** A server request, logged at `seq`. */
  add(seq: number, id: RequestId, method: string, message: unknown): void {
    const item = this.requestItems.itemOf(message);
    this.unresolved.set(keyOf(id), { seq, id, method, message, ...(item ? { item } : {}) });
  }

  /** Answered (by the client) or resolved (by the upstream): whether it was unresolved. */
  resolve(id: RequestId): boolean {
    return this.unresolved.delete(keyOf(id));
  }

  clear(): void {
    this.unresolved.clear();
  }

  /** A notification line: whether it changed an item an unresolved request holds. */
  observe(line: string): boolean {
    const changed = this.requestItems.observe(line);
    return changed !== undefined && this.unresolved.size > 0 && this.refreshItem(changed);
  }

  /** A thread's turn ended: its items are no longer kept. */
  turnEnded(threadId: string): void {
    this.requestItems.turnEnded(threadId);
  }

  /** A kept item changed: the unresolved requests about it hold it as it stands now. */
  private refreshItem(itemId: string): boolean {
    let changed = false;
    for (const [key, u] of this.unresolved) {
      if (u.item?.item['id'] !== itemId) continue;
      const item = this.requestItems.itemOf(u.message);
      if (item) this.unresolved.set(key, { ...u, item });
      changed = true;
    }
    return changed;
  }
}
