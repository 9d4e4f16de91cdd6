/** What the relay reports about bad input and session lifecycle (for logs and tests). */
export type RelayLogEvent =
  | { readonly kind: 'listening'; readonly url: string }
  | {
      readonly kind: 'rejected';
      readonly status: number;
      readonly reason: string;
      readonly remote?: string;
    }
  | {
      readonly kind: 'closedClient';
      readonly code: number;
      readonly reason: string;
      readonly transportId?: string;
    }
  | {
      readonly kind: 'refusedFrame';
      readonly code: string;
      readonly reason: string;
      readonly transportId: string;
    }
  | { readonly kind: 'sessionStarted'; readonly transportId: string; readonly generation: string }
  | {
      readonly kind: 'sessionAttached';
      readonly transportId: string;
      readonly reattached: boolean;
      readonly gap?: { from: number; to: number };
    }
  | { readonly kind: 'sessionDetached'; readonly transportId: string }
  | { readonly kind: 'upstreamClosed'; readonly transportId: string; readonly message: string }
  | { readonly kind: 'sessionEnded'; readonly transportId: string; readonly why: string }
  | { readonly kind: 'storeError'; readonly transportId: string; readonly error: unknown };

export type RelayLogger = (event: RelayLogEvent) => void;

/** The default logger: one JSON line per event on stderr. */
export const stderrRelayLogger: RelayLogger = (event) => {
  const { kind, ...rest } = event;
  const line = JSON.stringify(
    { time: new Date().toISOString(), event: kind, ...rest },
    (_k, v: unknown) => (v instanceof Error ? v.message : v),
  );
  process.stderr.write(`${line}\n`);
};
