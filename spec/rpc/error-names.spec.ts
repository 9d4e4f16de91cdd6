/**
 * Issue 10 §4: every error class names itself with a string literal, so
 * `error.name` survives a minifier that renames classes (it used to come from
 * `new.target.name`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RequestTimeoutError, TransportClosedError } from '../../lib/rpc/errors.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'codegen' ? [] : sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('error names', () => {
  it('every error class in lib/ declares its name as a string literal equal to the class name', () => {
    const missing: string[] = [];
    let classes = 0;
    for (const file of sources(join(__dirname, '../../lib'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/export class (\w+) extends (\w*Error)\b[^{]*\{/g)) {
        const name = match[1] as string;
        if (name === 'CodexRxError') continue;
        classes++;
        const body = text.slice(match.index + match[0].length, match.index + match[0].length + 400);
        if (!new RegExp(`override readonly name(: string)? = '${name}'`).test(body))
          missing.push(`${file}: ${name}`);
      }
    }
    expect(classes).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('the name stays when a minifier renames the class', () => {
    // What a minifier does: the constructor's own name becomes something short.
    class e extends TransportClosedError {}
    Object.defineProperty(RequestTimeoutError, 'name', { value: 't', configurable: true });
    try {
      expect(new e({ message: 'x' }).name).toBe('TransportClosedError');
      expect(new RequestTimeoutError('m', 1, 5).name).toBe('RequestTimeoutError');
      expect(new RequestTimeoutError('m', 1, 5)).toBeInstanceOf(RequestTimeoutError);
    } finally {
      Object.defineProperty(RequestTimeoutError, 'name', {
        value: 'RequestTimeoutError',
        configurable: true,
      });
    }
  });

  it('TransportClosedError.reason.kind is always set, inferred from what the transport knew', () => {
    expect(new TransportClosedError({ message: 'x', signal: 'SIGKILL' }).reason.kind).toBe(
      'killedBySignal',
    );
    expect(new TransportClosedError({ message: 'x', exitCode: 1 }).kind).toBe('processExited');
    expect(new TransportClosedError({ message: 'x', closeCode: 1006 }).kind).toBe('socketClosed');
    expect(new TransportClosedError({ message: 'x', closeCode: 1000 }).kind).toBe('peerClosed');
    expect(new TransportClosedError({ message: 'x' }).kind).toBe('transportFailed');
    expect(new TransportClosedError({ kind: 'closedByClient', message: 'x' }).kind).toBe(
      'closedByClient',
    );
  });
});
