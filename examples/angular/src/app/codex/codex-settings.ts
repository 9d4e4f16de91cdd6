/**
 * What the CodexService connects to, as injection tokens: the app reads the
 * relay URL and token from the page's URL fragment (never sent to the static
 * server); tests provide a FakeAppServer's transport and a TestScheduler
 * instead.
 */
import { DOCUMENT, InjectionToken, inject } from '@angular/core';
import { createRelayTransport, type ClientOptions, type Transport } from 'codex-rx';

/** Where the relay is and how to start the thread. */
export interface CodexSettings {
  /** `ws://127.0.0.1:PORT` of a codex-rx relay that admits this page's origin. */
  readonly relayUrl: string;
  /** The relay's token (sent as the `bearer.<token>` WebSocket subprotocol). */
  readonly token: string;
  /** Working directory of the thread; default: the app-server's. */
  readonly cwd?: string;
  /** Connection attempts of the relay transport before the client fails. Default 8. */
  readonly attempts?: number;
}

/**
 * `#relay=ws://…&token=…&cwd=…&attempts=…`, the same fragment the web demo
 * (`examples/web`) reads.
 */
export function settingsFromFragment(hash: string): CodexSettings {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const cwd = params.get('cwd');
  const attempts = params.get('attempts');
  return {
    relayUrl: params.get('relay') ?? '',
    token: params.get('token') ?? '',
    ...(cwd ? { cwd } : {}),
    ...(attempts ? { attempts: Number(attempts) } : {}),
  };
}

export const CODEX_SETTINGS = new InjectionToken<CodexSettings>('codex-rx settings', {
  providedIn: 'root',
  factory: () => settingsFromFragment(inject(DOCUMENT).location.hash),
});

/**
 * Opens the transport of the service's client, once per connection: by
 * default a relay transport with a fresh transport id. Tests provide
 * `() => fake.transport`.
 */
export const CODEX_TRANSPORT = new InjectionToken<() => Transport>('codex-rx transport', {
  providedIn: 'root',
  factory: () => {
    const settings = inject(CODEX_SETTINGS);
    return () =>
      createRelayTransport(settings.relayUrl, {
        transportId: `angular-${crypto.randomUUID()}`,
        token: settings.token,
        ...(settings.attempts !== undefined ? { reconnect: { attempts: settings.attempts } } : {}),
      });
  },
});

/** Client options other than the request handler (tests pass `{ scheduler }`). */
export const CODEX_CLIENT_OPTIONS = new InjectionToken<Omit<ClientOptions, 'requestHandler'>>(
  'codex-rx client options',
  { providedIn: 'root', factory: () => ({}) },
);
