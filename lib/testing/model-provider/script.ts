/**
 * The builder that makes a fake model's script read like the conversation it
 * fakes: each request codex sends consumes the next reply (replies.ts).
 */
import type { ResponsesEvent } from './events.js';
import {
  answerReply,
  applyPatchReply,
  cutStreamReply,
  failedReply,
  functionCallReply,
  httpErrorReply,
  runCommandReply,
  stallReply,
  type AnswerOptions,
  type CommandOptions,
  type CompletionOptions,
  type ModelReply,
  type PartialOptions,
  type ReplyIds,
} from './replies.js';

/**
 * A script: the replies to codex's successive model requests, built so that it
 * reads like the conversation.
 *
 * @example
 * const s = script().runCommand('echo hi > out.txt').thenAnswer('Done');
 * const provider = await ScriptedModelProvider.start(s);
 */
export class ModelScript {
  private readonly list: ModelReply[] = [];

  /** The replies, in order. */
  get replies(): readonly ModelReply[] {
    return this.list;
  }

  /** Appends any reply (or another script's replies). */
  reply(...replies: ReadonlyArray<ModelReply | ModelScript>): this {
    for (const r of replies) {
      if (r instanceof ModelScript) this.list.push(...r.replies);
      else this.list.push(r);
    }
    return this;
  }

  /** A text answer streamed as deltas. */
  answer(text: string, options?: AnswerOptions): this {
    return this.reply(answerReply(text, options));
  }

  /** Same as `answer`; reads well after `runCommand`. */
  thenAnswer(text: string, options?: AnswerOptions): this {
    return this.answer(text, options);
  }

  /** A JSON answer (for `outputSchema` turns): the value serialized as the message text. */
  json(value: unknown, options?: AnswerOptions): this {
    return this.answer(JSON.stringify(value), options);
  }

  /** The model calls `exec_command` with `cmd`; the next request carries its output. */
  runCommand(cmd: string, options?: CommandOptions): this {
    return this.reply(runCommandReply(cmd, options));
  }

  /** The model edits files with `apply_patch` (a `fileChange` item). */
  applyPatch(patch: string, options?: CommandOptions): this {
    return this.reply(applyPatchReply(patch, options));
  }

  /** The model calls a function tool by name. */
  callFunction(
    name: string,
    args: unknown,
    options?: CompletionOptions & { callId?: string },
  ): this {
    return this.reply(functionCallReply(name, args, options));
  }

  /** Streams a partial message then holds the stream open (for interrupt tests). */
  stall(options?: PartialOptions & CompletionOptions & { then?: string }): this {
    return this.reply(stallReply(options));
  }

  /** Answers with an HTTP error status. */
  httpError(status: number, body?: string | object): this {
    return this.reply(httpErrorReply(status, body));
  }

  /** Streams a partial message then breaks the stream. */
  cutStream(options?: PartialOptions & { ending?: 'cut' | 'end' }): this {
    return this.reply(cutStreamReply(options));
  }

  /** A stream ending with `response.failed`. */
  fail(code: string, message: string): this {
    return this.reply(failedReply(code, message));
  }

  /** Raw events, for shapes the helpers do not cover. */
  events(
    label: string,
    events: (ids: ReplyIds) => readonly ResponsesEvent[],
    ending: 'end' | 'cut' = 'end',
  ): this {
    return this.reply({ kind: 'stream', label, events, ending });
  }
}

/**
 * Starts a script.
 *
 * @example script().answer('Hello')
 */
export function script(): ModelScript {
  return new ModelScript();
}
