/**
 * One codex-rx client for the whole app, over the relay transport: the
 * thread this UI works on, its turns as Observables and signals, and the
 * approvals codex asks for, routed to the UI.
 *
 * Lifetimes: `client$` connects on its first subscriber and closes (ending
 * the relay session) when the last one leaves (`shareReplay` with
 * `refCount: true`). The service itself holds one subscription through
 * `toSignal`, released by its `DestroyRef`, so the client lives as long as
 * the service; turns it started run under `takeUntilDestroyed` and are
 * interrupted when it is destroyed.
 *
 * Approvals never hang and are never granted behind the user's back: each
 * request waits for the user's click; when the server resolves it itself,
 * the client's handler timeout passes, the turn is abandoned or the service
 * is destroyed, the card goes away and the library answers (with an error or
 * `cancel`), never `accept`.
 */
import { DestroyRef, Injectable, inject, type Signal } from '@angular/core';
import { takeUntilDestroyed, toSignal } from '@angular/core/rxjs-interop';
import {
  BehaviorSubject,
  ReplaySubject,
  Subject,
  catchError,
  defer,
  endWith,
  filter,
  finalize,
  map,
  of,
  shareReplay,
  startWith,
  switchMap,
  take,
  tap,
  type Observable,
  type ObservedValueOf,
} from 'rxjs';
import { Client, RelaySessionError, type ServerRequestHandlerMap, type Thread } from 'codex-rx';
import { CODEX_CLIENT_OPTIONS, CODEX_SETTINGS, CODEX_TRANSPORT } from './codex-settings';

/** One snapshot of a running turn, as `thread.run()` emits it. */
export type TurnSnapshot = ObservedValueOf<ReturnType<Thread['run']>>;

/** What the user can answer. */
export type ApprovalDecision = 'accept' | 'decline';

/** What an approval is about, as the card shows it. */
export type ApprovalItem =
  | {
      readonly kind: 'command';
      readonly command: string;
      readonly cwd: string;
      readonly output: string;
    }
  | {
      readonly kind: 'fileChange';
      readonly changes: readonly {
        readonly path: string;
        readonly kind: string;
        readonly diff: string;
      }[];
    };

/** A server request waiting for the user. */
export interface PendingApproval {
  /** This service's key for the request (unique for the service's lifetime). */
  readonly key: number;
  readonly kind: 'command' | 'fileChange';
  readonly threadId: string;
  readonly turnId: string;
  readonly itemId: string;
  /** The command line, or the reason codex gives for the file changes. */
  readonly detail: string;
  /**
   * The item the request is about, as it stood when asked; null when the
   * service never saw it start (the card says so and offers Decline only).
   */
  readonly item: ApprovalItem | null;
}

/** A running command or file change as a card shows it (undefined: another item). */
function approvalItemOf(item: Record<string, unknown>): ApprovalItem | undefined {
  if (item['type'] === 'commandExecution')
    return {
      kind: 'command',
      command: String(item['command'] ?? ''),
      cwd: String(item['cwd'] ?? ''),
      output: typeof item['aggregatedOutput'] === 'string' ? item['aggregatedOutput'] : '',
    };
  if (item['type'] !== 'fileChange') return undefined;
  const changes = (item['changes'] ?? []) as {
    path?: string;
    kind?: { type?: string };
    diff?: string;
  }[];
  return {
    kind: 'fileChange',
    changes: changes.map((c) => ({
      path: c.path ?? '',
      kind: c.kind?.type ?? 'change',
      diff: c.diff ?? '',
    })),
  };
}

/** The connection, as the UI shows it. */
export type CodexStatus =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'ready'; readonly threadId: string }
  | { readonly kind: 'closed' }
  | { readonly kind: 'error'; readonly error: string };

/** One turn started through the service: its prompt and latest snapshot. */
export interface TurnEntry {
  /** Position in the thread's turns, from 0. */
  readonly index: number;
  readonly prompt: string;
  /** `null` until the turn's first snapshot. */
  readonly state: TurnSnapshot | null;
  /** Why the turn's stream failed (`name: message`), if it did. */
  readonly error: string | null;
  /** The stream has ended (completed or failed). */
  readonly ended: boolean;
}

/** Relay refusals a person can act on, in words. */
const RELAY_PROBLEMS: Readonly<Record<string, string>> = {
  unauthorized: 'wrong token: the relay refused it',
  origin_not_allowed: 'this origin is not allowed by the relay',
  too_many_sessions: 'the relay holds too many sessions: try again later',
  connection_lost: 'the relay cannot be reached',
};

/** What went wrong, in words where a person can act on it, then `Name: message` of anything thrown. */
export function describeError(err: unknown): string {
  const technical = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const words = err instanceof RelaySessionError ? RELAY_PROBLEMS[err.code] : undefined;
  return words ? `${words} (${technical})` : technical;
}

@Injectable({ providedIn: 'root' })
export class CodexService {
  private readonly destroyRef = inject(DestroyRef);
  private readonly settings = inject(CODEX_SETTINGS);
  private readonly openTransport = inject(CODEX_TRANSPORT);
  private readonly clientOptions = inject(CODEX_CLIENT_OPTIONS);

  private readonly pending = new BehaviorSubject<readonly PendingApproval[]>([]);
  private readonly decisions = new Subject<{ key: number; decision: ApprovalDecision }>();
  private readonly entries = new BehaviorSubject<readonly TurnEntry[]>([]);
  private nextApprovalKey = 1;
  /** Running commands and file changes by item id, from their item/started: what cards show. */
  private readonly runningItems = new Map<string, ApprovalItem>();

  private readonly requestHandler: ServerRequestHandlerMap = {
    'item/commandExecution/requestApproval': (params) =>
      this.ask({
        kind: 'command',
        threadId: params.threadId,
        turnId: params.turnId,
        itemId: params.itemId,
        detail: params.command ?? '',
        item: this.runningItems.get(params.itemId) ?? null,
      }),
    'item/fileChange/requestApproval': (params) =>
      this.ask({
        kind: 'fileChange',
        threadId: params.threadId,
        turnId: params.turnId,
        itemId: params.itemId,
        detail: params.reason ?? 'apply file changes',
        item: this.runningItems.get(params.itemId) ?? null,
      }),
  };

  /**
   * The client: connected (relay attach + initialize) on the first
   * subscription, shared by all, closed when the last subscriber leaves.
   * Completes when the session ends cleanly, errors when it fails.
   */
  readonly client$: Observable<Client> = defer(() =>
    Client.connect(this.openTransport(), {
      ...this.clientOptions,
      clientInfo: { name: 'codex_rx_angular', title: 'codex-rx Angular example', version: '0.0.0' },
      requestHandler: this.requestHandler,
    }),
  ).pipe(
    tap((client) => this.trackItems(client)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  /** The thread of this UI, started once the client is ready (approvals asked for every command). */
  readonly thread$: Observable<Thread> = this.client$.pipe(
    switchMap((client) =>
      client.startThread({
        ...(this.settings.cwd ? { cwd: this.settings.cwd } : {}),
        approvalPolicy: 'untrusted',
        sandbox: 'workspace-write',
      }),
    ),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  /** connecting -> ready -> closed | error. */
  readonly status$: Observable<CodexStatus> = this.thread$.pipe(
    map((thread): CodexStatus => ({ kind: 'ready', threadId: thread.id })),
    startWith<CodexStatus>({ kind: 'connecting' }),
    endWith<CodexStatus>({ kind: 'closed' }),
    catchError((err: unknown) => of<CodexStatus>({ kind: 'error', error: describeError(err) })),
  );

  /** The turns started through this service, oldest first, each with its latest snapshot. */
  readonly turns$: Observable<readonly TurnEntry[]> = this.entries.asObservable();

  /** Server requests waiting for the user, oldest first. */
  readonly approvals$: Observable<readonly PendingApproval[]> = this.pending.asObservable();

  /** The status as a signal; holding it keeps the client connected until the service is destroyed. */
  readonly status: Signal<CodexStatus> = toSignal(this.status$, { requireSync: true });
  readonly turns: Signal<readonly TurnEntry[]> = toSignal(this.turns$, { requireSync: true });
  readonly approvals: Signal<readonly PendingApproval[]> = toSignal(this.approvals$, {
    requireSync: true,
  });

  constructor() {
    this.destroyRef.onDestroy(() => {
      this.entries.complete();
      this.pending.complete();
      this.decisions.complete();
    });
  }

  /**
   * Starts a turn on the thread. The service runs it (until it ends or the
   * service is destroyed) and records it in `turns$`; the returned
   * Observable replays its latest snapshot and follows it (unsubscribing
   * from it does not interrupt the turn).
   */
  send(prompt: string): Observable<TurnSnapshot> {
    const index = this.entries.value.length;
    this.entries.next([
      ...this.entries.value,
      { index, prompt, state: null, error: null, ended: false },
    ]);
    const update = (change: Partial<TurnEntry>): void =>
      this.entries.next(
        this.entries.value.map((e) => (e.index === index ? { ...e, ...change } : e)),
      );
    const snapshots = new ReplaySubject<TurnSnapshot>(1);
    this.thread$
      .pipe(
        take(1),
        switchMap((thread) => thread.run(prompt)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (state) => {
          update({ state });
          snapshots.next(state);
        },
        error: (err: unknown) => {
          update({ error: describeError(err), ended: true });
          snapshots.error(err);
        },
        complete: () => {
          update({ ended: true });
          snapshots.complete();
        },
      });
    return snapshots.asObservable();
  }

  /** Keeps the running commands and file changes (the client's notifications end with it). */
  private trackItems(client: Client): void {
    client.notifications$.subscribe({
      next: (n) => {
        if (n.method !== 'item/started' && n.method !== 'item/completed') return;
        const item = (n.params as { item: Record<string, unknown> }).item;
        const id = String(item['id']);
        const view = n.method === 'item/started' ? approvalItemOf(item) : undefined;
        if (view) this.runningItems.set(id, view);
        else this.runningItems.delete(id);
      },
      error: () => undefined, // the client's own streams report why it closed
    });
  }

  /** The user's answer to a pending approval; only the first answer to a request counts. */
  answer(key: number, decision: ApprovalDecision): void {
    this.decisions.next({ key, decision });
  }

  /**
   * A card in `approvals$` until the user answers; the answer is the first
   * decision for it. Unsubscribed by the client when the answer is no longer
   * wanted, which removes the card without answering.
   */
  private ask(approval: Omit<PendingApproval, 'key'>): Observable<{ decision: ApprovalDecision }> {
    return defer(() => {
      const key = this.nextApprovalKey++;
      this.pending.next([...this.pending.value, { ...approval, key }]);
      return this.decisions.pipe(
        filter((d) => d.key === key),
        take(1),
        map(({ decision }) => ({ decision })),
        finalize(() => this.pending.next(this.pending.value.filter((a) => a.key !== key))),
      );
    });
  }
}
