import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { CodexService, type PendingApproval } from './codex/codex.service';

/** A request codex is waiting on; nothing happens until the user clicks. */
@Component({
  selector: 'app-approval-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let a = approval();
    <div class="approval" [attr.data-kind]="a.kind">
      <div class="approval-detail">
        {{ a.kind === 'command' ? 'Run command' : 'Change files' }}: {{ a.detail }}
      </div>
      <button type="button" data-decision="accept" (click)="codex.answer(a.key, 'accept')">
        Approve
      </button>
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
