/** How long a session without a client keeps its upstream: one timer, restarted at each detach. */
export class IdleGrace {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ms: number,
    private readonly expired: () => void,
  ) {}

  /** (Re)starts the grace. */
  start(): void {
    this.stop();
    this.timer = setTimeout(this.expired, this.ms);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
