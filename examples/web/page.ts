/**
 * The web demo's page: the `codex-rx` entry point in a browser, through the
 * relay (codex itself refuses browsers). Connection settings come from the
 * URL fragment (`#relay=ws://…&token=…&cwd=…`), which is never sent to the
 * static server. Shows the thread, the live turn's items (messages, commands
 * with output, file changes), pending approvals with Approve / Decline, and
 * token usage.
 *
 * A reload keeps the relay session: the page saves its transport id, secret,
 * thread and running turn in `sessionStorage` (saved-session.ts), detaches
 * instead of ending the session (`endOnClose: false`), and after the reload
 * adopts the session again and follows the running turn to its end
 * (adopt-turn.ts). Approvals that were pending come back as cards.
 */
import { ReplaySubject, Subject, finalize, firstValueFrom, take, type Observable } from 'rxjs';
import {
  RelaySessionError,
  createClient,
  createRelayTransport,
  forThread,
  streamOf,
  type Client,
  type Thread,
  type TurnSnapshot,
} from 'codex-rx';
import type { TurnInput, TurnLike } from 'codex-rx/advanced';
import { adoptTurn } from './adopt-turn.js';
import { loadSession, newSession, saveSession, type SavedSession } from './saved-session.js';

type Decision = 'accept' | 'decline';

const params = new URLSearchParams(location.hash.slice(1));
const relayUrl = params.get('relay') ?? '';
const token = params.get('token') ?? '';
const cwd = params.get('cwd') ?? undefined;
/** Connection attempts before the page gives up (the relay transport's default: 8). */
const attempts = Number(params.get('attempts') ?? '8');

const $ = (id: string): HTMLElement => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return el;
};

function setStatus(text: string): void {
  $('status').textContent = text;
}

/**
 * The running commands and file changes, by id, from their `item/started`
 * (after a reload, the relay sends the item an unresolved approval is about
 * as one, before the approval): what an approval card shows.
 */
const runningItems = new Map<string, Record<string, unknown>>();

/**
 * One approval card per pending request; the answer is the first click. A
 * card whose item is unknown says so and offers Decline only: nothing is
 * approved without what it approves.
 */
function askApproval(kind: string, item: Record<string, unknown> | undefined): Promise<Decision> {
  const answer = new Subject<Decision>();
  const card = document.createElement('div');
  card.className = 'approval';
  const text = document.createElement('div');
  text.className = 'approval-detail';
  text.textContent = item
    ? `${kind}: ${approvalDetail(item)}`
    : `${kind}: the item this request is about is unknown (the page never saw it start), so it can only be declined`;
  card.append(text);
  const choices = item ? (['accept', 'decline'] as const) : (['decline'] as const);
  for (const decision of choices) {
    const button = document.createElement('button');
    button.textContent = decision === 'accept' ? 'Approve' : 'Decline';
    button.dataset['decision'] = decision;
    button.addEventListener('click', () => answer.next(decision));
    card.append(button);
  }
  $('approvals').append(card);
  return firstValueFrom(answer.pipe(take(1))).finally(() => card.remove());
}

/** What a card shows of its item: the command, where it runs and its output so far; the files and their diffs. */
function approvalDetail(item: Record<string, unknown>): string {
  if (item['type'] === 'commandExecution') {
    const output = typeof item['aggregatedOutput'] === 'string' ? item['aggregatedOutput'] : '';
    return `${String(item['command'])}\nin ${shortPath(String(item['cwd']))}${output ? `\n${output}` : ''}`;
  }
  const diffs = ((item['changes'] as FileChangeLike[] | undefined) ?? [])
    .map((c) => c.diff ?? '')
    .filter((d) => d !== '')
    .join('\n');
  return `${fileChanges(item)}${diffs ? `\n${diffs}` : ''}`;
}

/** A path as the user reads it: relative to the workspace when inside it. */
const shortPath = (path: string): string =>
  path === cwd
    ? '.'
    : cwd !== undefined && path.startsWith(`${cwd}/`)
      ? path.slice(cwd.length + 1)
      : path;

interface FileChangeLike {
  readonly path: string;
  readonly kind?: { readonly type?: string };
  readonly diff?: string;
}

function fileChanges(item: unknown): string {
  const changes = ((item as { changes?: FileChangeLike[] }).changes ?? []).map(
    (c) => `${c.kind?.type ?? 'change'} ${shortPath(c.path)}`,
  );
  return changes.join(', ');
}

function itemText(item: TurnSnapshot['items'][number], state: TurnSnapshot): string {
  const i = item as unknown as Record<string, unknown>;
  switch (i['type']) {
    case 'userMessage': {
      const content = (i['content'] as { type: string; text?: string }[] | undefined) ?? [];
      return `you: ${content.map((c) => c.text ?? '').join('')}`;
    }
    case 'agentMessage': {
      // The completed item's text, else what its deltas streamed so far.
      const text =
        typeof i['text'] === 'string' && i['text'] !== ''
          ? i['text']
          : (streamOf(state, item.id)?.text ?? '');
      return `codex: ${text}`;
    }
    case 'commandExecution': {
      const output =
        typeof i['aggregatedOutput'] === 'string'
          ? i['aggregatedOutput']
          : (streamOf(state, item.id)?.output ?? '');
      return `$ ${String(i['command'])}  [${String(i['status'])}]${output ? `\n${output}` : ''}`;
    }
    case 'fileChange': {
      const diffs = ((i['changes'] as FileChangeLike[] | undefined) ?? [])
        .map((c) => c.diff ?? '')
        .filter((d) => d !== '')
        .join('\n');
      return `files: ${fileChanges(item)}  [${String(i['status'])}]${diffs ? `\n${diffs}` : ''}`;
    }
    default:
      return String(i['type']);
  }
}

/** A turn was shown (the page has a turn to follow). */
let rendered = false;

function render(state: TurnSnapshot): void {
  rendered = true;
  const turn = $('turn');
  turn.replaceChildren(
    ...state.items.map((item) => {
      const div = document.createElement('div');
      div.className = `item ${String((item as { type: unknown }).type)}`;
      div.textContent = itemText(item, state);
      return div;
    }),
  );
  turn.dataset['status'] = state.status;
  turn.dataset['deltas'] = String(state.deltaCount);
  turn.dataset['streamed'] = state.agentText;
  setStatus(`turn ${state.status}`);
  const usage = state.usage;
  if (usage)
    $('usage').textContent =
      `tokens: ${usage.total.totalTokens} (input ${usage.total.inputTokens}, output ${usage.total.outputTokens}); ` +
      `last response: ${usage.last.totalTokens}`;
}

/** Relay refusals a person can act on, in words. */
const RELAY_PROBLEMS: Readonly<Record<string, string>> = {
  unauthorized: 'wrong token: the relay refused it',
  origin_not_allowed: 'this origin is not allowed by the relay',
  too_many_sessions: 'the relay holds too many sessions: try again later',
  connection_lost: 'the relay cannot be reached',
};

function showError(err: unknown): void {
  const words = err instanceof RelaySessionError ? RELAY_PROBLEMS[err.code] : undefined;
  const technical = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  setStatus(words ? `error: ${words} (${technical})` : `error: ${technical}`);
}

async function main(): Promise<void> {
  const saved = loadSession(sessionStorage, relayUrl);
  let session: SavedSession = saved ?? newSession();
  const save = (next: Partial<SavedSession>): void => {
    session = { ...session, ...next };
    saveSession(sessionStorage, relayUrl, session);
  };
  save({});
  const transport = createRelayTransport(relayUrl, {
    transportId: session.transportId,
    secret: session.secret,
    token,
    reconnect: { attempts },
    // A reload (or a closed tab) detaches; the session waits its idle grace.
    endOnClose: false,
  });
  const client: Client = createClient(transport, {
    requestHandler: {
      'item/commandExecution/requestApproval': (p) =>
        askApproval('Run command', runningItems.get(p.itemId)).then((decision) => ({ decision })),
      'item/fileChange/requestApproval': (p) =>
        askApproval('Change files', runningItems.get(p.itemId)).then((decision) => ({
          decision,
        })),
    },
  });
  client.notifications$.subscribe((n) => {
    if (n.method !== 'item/started' && n.method !== 'item/completed') return;
    const item = (n.params as { item: Record<string, unknown> }).item;
    if (n.method === 'item/completed') runningItems.delete(String(item['id']));
    else if (item['type'] === 'commandExecution' || item['type'] === 'fileChange')
      runningItems.set(String(item['id']), item);
  });
  // The saved thread's notifications from the attach on: the relay's retained
  // tail arrives during the attach, before anything could ask for it.
  const tail = new ReplaySubject<TurnInput>();
  const tailFeed =
    saved?.threadId === undefined
      ? null
      : client.notifications$.pipe(forThread(saved.threadId)).subscribe(tail);
  await firstValueFrom(client.initialize());
  const attach = transport.attachResult;
  $('session').textContent =
    attach?.kind === 'reattached'
      ? `session reattached (${attach.replayed} replayed)`
      : 'session new';

  const send = $('send') as HTMLButtonElement;
  const follow = (turn$: Observable<TurnSnapshot>): void => {
    send.disabled = true;
    turn$.subscribe({
      next: (state) => {
        if (state.turnId !== null && state.turnId !== session.turnId)
          save({ turnId: state.turnId });
        render(state);
      },
      error: (err: unknown) => {
        showError(err);
        send.disabled = false;
      },
      complete: () => {
        send.disabled = false;
      },
    });
  };

  let thread: Thread;
  if (saved?.threadId !== undefined && attach?.kind === 'reattached') {
    // Adopted: the thread is loaded upstream; show its running (or last) turn.
    thread = await firstValueFrom(client.readThread(saved.threadId, { includeTurns: true }));
    const turns = thread.protocol.turns as unknown as readonly TurnLike[];
    const turn = turns.find((t) => t.id === saved.turnId) ?? turns[turns.length - 1];
    if (turn)
      follow(adoptTurn(thread.id, turn, tail).pipe(finalize(() => tailFeed?.unsubscribe())));
    else tailFeed?.unsubscribe();
  } else if (saved?.threadId !== undefined) {
    tailFeed?.unsubscribe();
    // The relay lost the session (restarted, idle grace over): load the thread again.
    thread = await firstValueFrom(client.resumeThread(saved.threadId));
  } else {
    thread = await firstValueFrom(
      client.startThread({ cwd, approvalPolicy: 'untrusted', sandbox: 'workspace-write' }),
    );
  }
  save({ threadId: thread.id });
  $('thread').textContent = `thread ${thread.id}`;
  if (send.disabled && !rendered) send.disabled = false;
  if (!rendered) setStatus('ready');
  const prompt = $('prompt') as HTMLInputElement;
  $('composer').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = prompt.value.trim();
    if (!text || send.disabled) return;
    prompt.value = '';
    follow(thread.run(text));
  });
}

main().catch(showError);
