import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { TurnEntry } from './codex/codex.service';
import { turnView } from './codex/turn-view';

/** One turn: its items as they stream (messages, commands with output, file changes) and token usage. */
@Component({
  selector: 'app-turn',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let t = view();
    <section class="turn" [attr.data-status]="t.status" [attr.data-index]="t.index">
      @for (item of t.items; track item.id) {
        @switch (item.kind) {
          @case ('user') {
            <div class="item user">you: {{ item.text }}</div>
          }
          @case ('agent') {
            <div class="item agent">codex: {{ item.text }}</div>
          }
          @case ('command') {
            <div class="item command" [attr.data-status]="item.status">
              <code>$ {{ item.command }}</code>
              <span class="item-status">[{{ item.status }}]</span>
              @if (item.exitCode !== null) {
                <span class="exit">exit {{ item.exitCode }}</span>
              }
              @if (item.output) {
                <pre class="output">{{ item.output }}</pre>
              }
            </div>
          }
          @case ('fileChange') {
            <div class="item file-change" [attr.data-status]="item.status">
              files:
              @for (change of item.changes; track change.path) {
                <span class="change">{{ change.kind }} {{ change.path }}</span>
              }
              <span class="item-status">[{{ item.status }}]</span>
            </div>
          }
          @default {
            <div class="item other">{{ item.type }}</div>
          }
        }
      }
      @if (t.error) {
        <div class="error">error: {{ t.error }}</div>
      }
      <footer class="turn-footer">
        <span class="turn-status">turn {{ t.status }}</span>
        @if (t.usage; as u) {
          <span class="usage"
            >tokens: {{ u.total }} (input {{ u.input }}, output {{ u.output }})</span
          >
        }
      </footer>
    </section>
  `,
})
export class TurnComponent {
  readonly turn = input.required<TurnEntry>();
  protected readonly view = computed(() => turnView(this.turn()));
}
