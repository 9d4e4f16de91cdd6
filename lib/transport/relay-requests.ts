/**
 * What a relay transport remembers about requests across connections: the
 * server requests it delivered (never twice) and those told resolved, the
 * answers it wrote (re-sent while the relay lists the request unresolved),
 * and the client requests written on the current connection (re-sent when
 * the relay did not see them). Runtime-free.
 */
import type { AttachedFrame } from './relay-envelope.js';

const MAX_REMEMBERED = 1000;
const keyOf = (id: unknown): string => `${typeof id}:${String(id)}`;

/** A server request's `params.threadId` (a message or its JSON). */
function threadOf(message: unknown): unknown {
  try {
    const m = (typeof message === 'string' ? JSON.parse(message) : message) as {
      params?: { threadId?: unknown };
    };
    return m.params?.threadId;
  } catch {
    return undefined;
  }
}

/** The request key a `serverRequest/resolved` notification names (undefined: another message). */
function resolvedKey(json: string): string | undefined {
  try {
    const m = JSON.parse(json) as { method?: unknown; params?: { requestId?: unknown } };
    if (m.method !== 'serverRequest/resolved' || m.params?.requestId === undefined)
      return undefined;
    return keyOf(m.params.requestId);
  } catch {
    return undefined;
  }
}

/** What an outgoing message is, as far as reattach cares. */
function outgoingKind(message: string): { request?: number; answer?: string } {
  // Only messages that start like a request or a response are parsed.
  if (!message.includes('"id"')) return {};
  let m: Record<string, unknown>;
  try {
    m = JSON.parse(message) as Record<string, unknown>;
  } catch {
    return {};
  }
  if (typeof m.method === 'string') return typeof m.id === 'number' ? { request: m.id } : {};
  if ('result' in m || 'error' in m) return { answer: keyOf(m.id) };
  return {};
}

/** What an attach means for the messages: delivered before the replay, then re-sent. */
export interface AttachOutcome {
  /** Messages to deliver to the subscriber before the retained replay. */
  readonly deliver: readonly string[];
  /** Messages the relay did not receive: written again on the new connection. */
  readonly resend: readonly string[];
}

export class RelayRequestLedger {
  /** Requests written on the current connection, by id: re-sent when the relay did not see them. */
  private sentRequests = new Map<number, string>();
  /** Answers written to server requests: re-sent when the relay still lists the request unresolved. */
  private readonly answers = new Map<string, string>();
  /**
   * Server requests delivered to the subscriber (never delivered twice) and
   * neither answered nor resolved yet, with their id and thread.
   */
  private readonly delivered = new Map<
    string,
    { readonly id: unknown; readonly threadId: unknown }
  >();
  /**
   * Unanswered requests told resolved (by the relay, or by this transport for
   * a replaced upstream's): a second notice of one (a fenced owner's, then
   * the new owner's) is not delivered again. Bounded; an id a new request
   * reuses leaves it.
   */
  private readonly told = new Set<string>();

  /**
   * Whether a message of the log is delivered: a server request (`requestId`)
   * delivered before is not, nor a second `serverRequest/resolved` of one.
   */
  admit(json: string, requestId?: unknown): boolean {
    if (requestId !== undefined) {
      const key = keyOf(requestId);
      if (this.delivered.has(key)) return false;
      // A new upstream's request may reuse an old one's id: from now on the id is its.
      this.told.delete(key);
      this.delivered.set(key, { id: requestId, threadId: threadOf(json) });
      return true;
    }
    if (
      (this.delivered.size > 0 || this.told.size > 0) &&
      json.includes('"serverRequest/resolved"')
    ) {
      const key = resolvedKey(json);
      if (key !== undefined && this.told.has(key)) return false;
      if (key !== undefined && this.delivered.delete(key)) this.tell(key);
    }
    return true;
  }

  /** A message written on the connection: requests and answers are kept for a reattach. */
  written(message: string): void {
    const kind = outgoingKind(message);
    if (kind.request !== undefined) this.sentRequests.set(kind.request, message);
    if (kind.answer !== undefined) {
      // Kept until an attach shows the relay has it; the request is settled here.
      this.answers.set(kind.answer, message);
      this.delivered.delete(kind.answer);
      if (this.answers.size > MAX_REMEMBERED)
        this.answers.delete(this.answers.keys().next().value as string);
    }
  }

  /**
   * An attach. `replaced`: the session's upstream was replaced (a failover,
   * or a fenced owner's session claimed): the old one's requests can never
   * be answered (their handlers are told as the server tells a request it
   * cleared), and answers to them must not reach the new one, whose request
   * ids start over. Then, before the replay: for each unresolved request not
   * delivered yet, the item it is about (as an `item/started`: the log may
   * have trimmed the real one), and the request itself when the replay will
   * not carry it.
   */
  attached(frame: AttachedFrame, replaced: boolean): AttachOutcome {
    const deliver: string[] = [];
    if (replaced) {
      for (const d of this.delivered.values()) {
        this.tell(keyOf(d.id));
        deliver.push(
          JSON.stringify({
            method: 'serverRequest/resolved',
            params: { threadId: d.threadId ?? '', requestId: d.id },
          }),
        );
      }
      this.answers.clear();
      this.delivered.clear();
    }
    const unresolved = new Set(frame.unresolved.map((u) => keyOf(u.id)));
    for (const key of [...this.answers.keys()]) if (!unresolved.has(key)) this.answers.delete(key);
    for (const u of frame.unresolved) {
      const key = keyOf(u.id);
      if (this.delivered.has(key) || this.answers.has(key)) continue;
      // Told resolved already (a record that lags behind the log still lists it); after a
      // replacement the id is the new upstream's.
      if (!replaced && this.told.has(key)) continue;
      if (u.item) deliver.push(JSON.stringify({ method: 'item/started', params: u.item }));
      if (u.seq >= frame.replayFrom) continue; // the replay carries it
      this.told.delete(key);
      this.delivered.set(key, { id: u.id, threadId: threadOf(u.message) });
      deliver.push(JSON.stringify(u.message));
    }
    // What the relay did not receive before the drop.
    const resend: string[] = [];
    for (const [id, message] of this.sentRequests)
      if (id >= frame.nextRequestId) resend.push(message);
    for (const [key, message] of this.answers) if (unresolved.has(key)) resend.push(message);
    this.sentRequests = new Map();
    return { deliver, resend };
  }

  private tell(key: string): void {
    this.told.add(key);
    if (this.told.size > MAX_REMEMBERED)
      this.told.delete(this.told.values().next().value as string);
  }
}
