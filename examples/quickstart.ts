/**
 * `npm start`: the real pinned codex app-server, offline, against a scripted
 * model that wants to run a shell command. Shows the turn live, asks you to
 * approve the command, then prints the final answer and the token usage.
 *
 *   npm start                 scripted model, asks y/n (no terminal: declines)
 *   npm start -- --yes        approves without asking
 *   npm start -- --live       your own codex configuration and login instead
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filter, firstValueFrom, last, switchMap, tap } from 'rxjs';
import { Client, ofMethod, type ServerRequestParams, type TurnSnapshot } from 'codex-rx';
import { createStdioTransport } from 'codex-rx/node';
import { launchAppServer, script, type LaunchedAppServer } from 'codex-rx/testing';
import { Terminal, bold, cyan, dim } from './support/terminal.js';

const args = new Set(process.argv.slice(2));
const live = args.has('--live');
const autoYes = args.has('--yes');
const term = new Terminal();
// Ctrl-C (or SIGTERM) stops the demo gracefully, however often it comes: the
// turn is interrupted, codex and its temporary directories are disposed of in
// `main`'s finally, and the process exits 0. A terminal's Ctrl-C reaches the
// whole process group and npm sends SIGINT again about 30 ms later, so the
// handler stays installed (never `once`: a second SIGINT would kill us mid-close).
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (!stop.signal.aborted) term.line(dim(`\n${signal}: stopping`));
    stop.abort();
  });

const COMMAND = "echo 'hello from codex-rx' > hello.txt && cat hello.txt";
const PROMPT = live
  ? 'Run `ls` in the current directory, then tell me in one sentence what this project is.'
  : 'Create hello.txt saying hello, and show me its contents.';

/** Asks the person (or follows --yes / no terminal) whether the command may run. */
async function decide(
  params: ServerRequestParams<'item/commandExecution/requestApproval'>,
): Promise<'accept' | 'decline'> {
  term.line(`${bold('codex wants to run:')} ${cyan(params.command ?? '(unknown command)')}`);
  if (params.reason) term.line(dim(`  reason: ${params.reason}`));
  let ok: boolean;
  if (autoYes) {
    term.line(dim('  --yes: approved'));
    ok = true;
  } else {
    const answer = await term.confirm('Approve?', stop.signal);
    if (answer === undefined)
      term.line(dim('  no terminal to ask: declined (pass --yes to approve)'));
    ok = answer === true;
  }
  return ok ? 'accept' : 'decline';
}

async function main(): Promise<void> {
  let server: LaunchedAppServer | null = null;
  let workspace = process.cwd();
  if (!live) {
    term.wait('starting codex app-server (offline, scripted model)');
    // The scripted model first asks to run COMMAND; its answer after that is
    // queued once we know whether the person approved it.
    server = await launchAppServer({ script: script().runCommand(COMMAND) });
    workspace = server.workspace;
  } else {
    term.wait('starting codex app-server with your codex configuration');
  }
  const transport = server ? server.transport : createStdioTransport();
  const provider = server?.provider;

  try {
    if (stop.signal.aborted) return; // stopped while codex was starting
    // firstValueFrom unsubscribes after the turn's last state: that closes the client and the process.
    const finalState = await firstValueFrom(
      Client.connect(transport, {
        clientInfo: { name: 'codex_rx_quickstart', title: 'codex-rx quickstart', version: '0.1.0' },
      }).pipe(
        tap((client) => {
          const ua = client.initializeResult?.userAgent ?? 'codex';
          term.line(dim(`connected: ${ua}`));
          showLive(client);
        }),
        switchMap((client) =>
          client.startThread({
            cwd: workspace,
            approvalPolicy: 'untrusted',
            sandbox: 'workspace-write',
          }),
        ),
        switchMap((thread) => {
          term.line(dim(`thread ${thread.id}`));
          term.line(`${bold('you:')} ${PROMPT}`);
          term.wait('waiting for the model');
          return thread
            .run(PROMPT, {
              // Aborting interrupts the turn; the stream then ends with its
              // last snapshot, status 'interrupted'.
              signal: stop.signal,
              requestHandler: {
                'item/commandExecution/requestApproval': async (params) => {
                  const decision = await decide(params);
                  // The model's next reply depends on the decision (a real model
                  // would read the command's output, which codex sends it).
                  provider?.enqueue(
                    script().answer(
                      decision === 'accept'
                        ? 'Done: I created hello.txt, and it says "hello from codex-rx".'
                        : 'Understood: I did not run the command, so hello.txt was not created.',
                    ),
                  );
                  term.wait(decision === 'accept' ? 'running the command' : 'telling the model');
                  return { decision };
                },
              },
            })
            .pipe(last());
        }),
      ),
    );
    report(finalState);
    if (!live) term.line(`${bold('hello.txt on disk:')} ${readHello(workspace)}`);
  } finally {
    term.stopSpinner();
    await server?.dispose();
  }
}

/** Streams what happens in the turn: text deltas, commands and their output. */
function showLive(client: Client): void {
  const events$ = client.events$;
  events$.pipe(ofMethod('item/agentMessage/delta')).subscribe((e) => term.write(e.params.delta));
  events$
    .pipe(
      ofMethod('item/started'),
      filter((e) => e.params.item.type === 'agentMessage'),
    )
    .subscribe(() => term.write(`${bold('codex:')} `));
  // Output streams as deltas, but codex may skip them for a command that ends
  // at once: item/completed's aggregatedOutput is authoritative.
  const streamed = new Set<string>();
  const indent = (text: string): string => dim(text.replace(/^(?=.)/gm, '  | '));
  events$.pipe(ofMethod('item/commandExecution/outputDelta')).subscribe((e) => {
    streamed.add(e.params.itemId);
    term.write(indent(e.params.delta));
  });
  events$.pipe(ofMethod('item/completed')).subscribe((e) => {
    const item = e.params.item;
    if (item.type === 'commandExecution') {
      if (!streamed.has(item.id) && item.aggregatedOutput)
        term.write(indent(item.aggregatedOutput));
      const exit = item.exitCode == null ? '' : ` (exit ${item.exitCode})`;
      term.line(dim(`  $ ${item.command} -> ${item.status}${exit}`));
      term.wait('waiting for the model');
    } else if (item.type === 'agentMessage') {
      term.line();
    }
  });
}

function readHello(workspace: string): string {
  try {
    return readFileSync(join(workspace, 'hello.txt'), 'utf8').trim();
  } catch {
    return '(no hello.txt)';
  }
}

function report(state: TurnSnapshot): void {
  term.line(`${bold('turn')} ${state.turnId ?? '?'}: ${state.status}`);
  if (state.error) term.line(`error: ${state.error.message}`);
  term.line(`${bold('final answer:')} ${state.finalText ?? '(none)'}`);
  const usage = state.usage;
  if (usage) {
    const t = usage.total;
    term.line(
      `${bold('tokens:')} ${t.totalTokens} total (${t.inputTokens} in, ${t.cachedInputTokens} cached, ${t.outputTokens} out, ${t.reasoningOutputTokens} reasoning)` +
        (usage.modelContextWindow
          ? dim(` of a ${usage.modelContextWindow}-token context window`)
          : ''),
    );
  }
}

main().catch((error: unknown) => {
  term.stopSpinner();
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exitCode = 1;
});
