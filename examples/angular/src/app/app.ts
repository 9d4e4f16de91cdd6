import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { ApprovalCardComponent } from './approval-card.component';
import { CodexService } from './codex/codex.service';
import { TurnComponent } from './turn.component';

/** The thread: status, a prompt box, pending approvals and every turn as it streams. */
@Component({
  selector: 'app-root',
  imports: [ApprovalCardComponent, TurnComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <header>
      <h1>codex-rx + Angular</h1>
      <span id="status">{{ statusText() }}</span>
      @if (threadId(); as id) {
        <span id="thread">thread {{ id }}</span>
      }
    </header>
    <form id="composer" (submit)="send($event, prompt)">
      <input #prompt id="prompt" autocomplete="off" placeholder="Ask codex" />
      <button id="send" type="submit" [disabled]="!canSend()">Send</button>
    </form>
    <div id="approvals">
      @for (approval of codex.approvals(); track approval.key) {
        <app-approval-card [approval]="approval" />
      }
    </div>
    <div id="turns">
      @for (turn of codex.turns(); track turn.index) {
        <app-turn [turn]="turn" />
      }
    </div>
  `,
})
export class App {
  protected readonly codex = inject(CodexService);

  protected readonly threadId = computed(() => {
    const status = this.codex.status();
    return status.kind === 'ready' ? status.threadId : null;
  });

  protected readonly statusText = computed(() => {
    const status = this.codex.status();
    switch (status.kind) {
      case 'connecting':
        return 'connecting';
      case 'ready':
        return this.codex.turns().some((t) => !t.ended) ? 'running' : 'ready';
      case 'closed':
        return 'closed';
      case 'error':
        return `error: ${status.error}`;
    }
  });

  /** Ready, and no turn of this thread still running (turns on one thread run one at a time). */
  protected readonly canSend = computed(() => this.statusText() === 'ready');

  protected send(event: Event, prompt: HTMLInputElement): void {
    event.preventDefault();
    const text = prompt.value.trim();
    if (!text || !this.canSend()) return;
    prompt.value = '';
    this.codex.send(text);
  }
}
