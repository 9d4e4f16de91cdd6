/**
 * The web demo's page: the `codex-rx` entry point in a browser, through the
 * relay (codex itself refuses browsers). Connection settings come from the
 * URL fragment (`#relay=ws://…&token=…&cwd=…`), which is never sent to the
 * static server. Shows the thread, the live turn's items, pending approvals
 * with Approve / Decline, and token usage.
 */
import { Subject, firstValueFrom, take } from 'rxjs';
import { Client, createRelayTransport, type Thread, type TurnState } from 'codex-rx';

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

/** One approval card per pending request; the answer is the first click. */
function askApproval(kind: string, detail: string): Promise<Decision> {
  const answer = new Subject<Decision>();
  const card = document.createElement('div');
  card.className = 'approval';
  const text = document.createElement('div');
  text.textContent = `${kind}: ${detail}`;
  card.append(text);
  for (const [label, decision] of [
    ['Approve', 'accept'],
    ['Decline', 'decline'],
  ] as const) {
    const button = document.createElement('button');
    button.textContent = label;
    button.dataset['decision'] = decision;
    button.addEventListener('click', () => answer.next(decision));
    card.append(button);
  }
  $('approvals').append(card);
  return firstValueFrom(answer.pipe(take(1))).finally(() => card.remove());
}

function itemText(item: TurnState['items'][number], state: TurnState): string {
  const i = item as unknown as Record<string, unknown>;
  switch (i['type']) {
    case 'userMessage': {
      const content = (i['content'] as { type: string; text?: string }[] | undefined) ?? [];
      return `you: ${content.map((c) => c.text ?? '').join('')}`;
    }
    case 'agentMessage': {
      const text = typeof i['text'] === 'string' && i['text'] !== '' ? i['text'] : state.agentText;
      return `codex: ${text}`;
    }
    case 'commandExecution': {
      const output = typeof i['aggregatedOutput'] === 'string' ? i['aggregatedOutput'] : '';
      return `$ ${String(i['command'])}  [${String(i['status'])}]${output ? `\n${output}` : ''}`;
    }
    case 'fileChange': {
      const changes = (i['changes'] as { path: string }[] | undefined) ?? [];
      return `files: ${changes.map((c) => c.path).join(', ')}  [${String(i['status'])}]`;
    }
    default:
      return String(i['type']);
  }
}

function render(state: TurnState): void {
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
  setStatus(`turn ${state.status}`);
  const total = state.usage?.total;
  if (total)
    $('usage').textContent =
      `tokens: ${total.totalTokens} (input ${total.inputTokens}, output ${total.outputTokens})`;
}

async function main(): Promise<void> {
  const transport = createRelayTransport(relayUrl, {
    transportId: `web-${crypto.randomUUID()}`,
    token,
    reconnect: { attempts },
  });
  // The client lives as long as this subscription (the page's lifetime).
  const client = await new Promise<Client>((resolve, reject) => {
    Client.connect(transport, {
      requestHandler: {
        'item/commandExecution/requestApproval': (p) =>
          askApproval('Run command', p.command ?? '').then((decision) => ({ decision })),
        'item/fileChange/requestApproval': (p) =>
          askApproval('Change files', p.reason ?? '').then((decision) => ({ decision })),
      },
    }).subscribe({ next: resolve, error: reject });
  });
  const thread: Thread = await firstValueFrom(
    client.startThread({ cwd, approvalPolicy: 'untrusted', sandbox: 'workspace-write' }),
  );
  $('thread').textContent = `thread ${thread.id}`;
  setStatus('ready');
  const send = $('send') as HTMLButtonElement;
  const prompt = $('prompt') as HTMLInputElement;
  send.disabled = false;
  $('composer').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = prompt.value.trim();
    if (!text) return;
    prompt.value = '';
    send.disabled = true;
    thread.run(text).subscribe({
      next: render,
      error: (err: unknown) => {
        setStatus(`error: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
        send.disabled = false;
      },
      complete: () => {
        send.disabled = false;
      },
    });
  });
}

main().catch((err: unknown) => {
  setStatus(`error: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
});
