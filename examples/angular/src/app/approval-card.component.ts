import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { CodexService, type PendingApproval } from './codex/codex.service';

/**
 * A request codex is waiting on, with what it approves (the command and
 * where it runs; the files and their diffs); nothing happens until the user
 * clicks. A request whose item is unknown can only be declined.
 */
@Component({
  selector: 'app-approval-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let a = approval();
    <div class="approval" [attr.data-kind]="a.kind">
      <div class="approval-detail">
        {{ a.kind === 'command' ? 'Run command' : 'Change files' }}:
        @let item = a.item;
        @if (item?.kind === 'command') {
          <code>{{ item.command }}</code> in <code>{{ item.cwd }}</code>
          @if (item.output) {
            <pre class="output">{{ item.output }}</pre>
          }
        } @else if (item?.kind === 'fileChange') {
          @for (change of item.changes; track $index) {
            <div class="change">{{ change.kind }} {{ change.path }}</div>
            <pre class="diff">{{ change.diff }}</pre>
          }
        } @else {
          <span class="unknown"
            >the item this request is about is unknown, so it can only be declined</span
          >
        }
      </div>
      @if (a.item) {
        <button type="button" data-decision="accept" (click)="codex.answer(a.key, 'accept')">
          Approve
        </button>
      }
      <button type="button" data-decision="decline" (click)="codex.answer(a.key, 'decline')">
        Decline
      </button>
    </div>
  `,
})
export class ApprovalCardComponent {
  readonly approval = input.required<PendingApproval>();
  protected readonly codex = inject(CodexService);
}
