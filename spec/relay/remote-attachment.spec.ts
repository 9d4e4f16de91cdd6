/**
 * The serving side of a fleet (a client attached to a node that does not own
 * its session), without Redis: the frames of one channel message leave in
 * one socket write (one `batch`), each sequence number reaches the client
 * once and in order across the replay, the live channel and a stretch the
 * channel missed (read back from the log), a gap in the log closes the
 * client as slow (it reattaches and gets the typed gap), and a socket over
 * its buffer bound is closed.
 */
import {
  parseLogMessage,
  RemoteAttachment,
  type AttachmentHost,
  type SequencedFrame,
} from '../../lib/relay/remote-attachment.js';
import type { ClientConnection } from '../../lib/relay/relay-session.js';
import type { LogRead } from '../../lib/relay/store.js';

const frame = (seq: number): string => `{"t":"m","s":${seq},"m":{"method":"tick"}}`;
const frames = (from: number, to: number): SequencedFrame[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ seq: from + i, frame: frame(from + i) }));

/** A client socket that records each write: a batch is one write, a send outside a batch another. */
function fakeConn(options: { batching?: boolean; buffered?: () => number } = {}) {
  const writes: string[][] = [];
  const closed: { code: number; reason: string }[] = [];
  let open: string[] | null = null;
  const conn: ClientConnection = {
    send: (f) => {
      if (open) open.push(f);
      else writes.push([f]);
    },
    close: (code, reason) => {
      closed.push({ code, reason });
    },
    get bufferedAmount() {
      return options.buffered?.() ?? 0;
    },
    ...(options.batching === false
      ? {}
      : {
          batch: (sends: () => void) => {
            open = [];
            try {
              sends();
            } finally {
              if (open.length > 0) writes.push(open);
              open = null;
            }
          },
        }),
  };
  const seqs = (): number[] =>
    writes.flat().flatMap((f) => (f.startsWith('{"t":"m"') ? [JSON.parse(f).s as number] : []));
  return { conn, writes, closed, seqs };
}

function fakeHost(log: () => LogRead) {
  const reads: number[] = [];
  const forwarded: string[] = [];
  const removed: RemoteAttachment[] = [];
  const host: AttachmentHost = {
    read: async (_tid, after) => {
      reads.push(after);
      await new Promise((r) => setTimeout(r, 5));
      const read = log();
      return { ...read, entries: read.entries.filter((e) => e.seq > after) };
    },
    forward: async (_tid, _owner, m) => {
      forwarded.push(`${m.node}|${m.kind}|${m.frame ?? ''}`);
      return 1;
    },
    removeAttachment: (a) => removed.push(a),
  };
  return { host, reads, forwarded, removed };
}

const entries = (list: SequencedFrame[]) =>
  list.map((e) => ({ ...e, bytes: Buffer.byteLength(e.frame) }));

describe('a remote attachment (serving a client for another node)', () => {
  it('sends the frames of one channel message in one socket write, each once and in order', () => {
    const { conn, writes, seqs } = fakeConn();
    const { host } = fakeHost(() => ({ entries: [] }));
    const a = new RemoteAttachment(host, conn, 't1', 'owner', 'me', 1 << 20);
    a.liveBatch(frames(3, 4)); // before the replay: held
    a.begin('{"t":"attached"}', frames(1, 3), 3);
    a.liveBatch(frames(5, 30));
    a.liveBatch(frames(25, 31)); // a resend overlapping what was sent
    expect(seqs()).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    // attach + replay in one write, the held 4 in one, then one write per channel message
    expect(writes.map((w) => w.length)).toEqual([4, 1, 26, 1]);
  });

  it('reads a stretch the channel missed from the log, then what arrived meanwhile, each once', async () => {
    const { conn, seqs } = fakeConn();
    const log = frames(1, 40);
    const { host, reads } = fakeHost(() => ({ entries: entries(log) }));
    const a = new RemoteAttachment(host, conn, 't1', 'owner', 'me', 1 << 20);
    a.begin('{"t":"attached"}', frames(1, 5), 5);
    a.liveBatch(frames(11, 20)); // 6..10 never came on the channel
    a.liveBatch(frames(21, 25)); // arrives while the stretch is read
    await new Promise((r) => setTimeout(r, 30));
    a.liveBatch(frames(41, 42));
    expect(reads).toEqual([5]);
    expect(seqs()).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
  });

  it('closes the client with 4416 (replay gap) when the missed stretch is gone from the log (it reattaches for the typed gap)', async () => {
    const { conn, closed, seqs } = fakeConn();
    const { host, removed } = fakeHost(() => ({
      entries: entries(frames(9, 12)),
      gap: { from: 6, to: 8 },
    }));
    const a = new RemoteAttachment(host, conn, 't1', 'owner', 'me', 1 << 20);
    a.begin('{"t":"attached"}', frames(1, 5), 5);
    a.liveBatch(frames(10, 12));
    await new Promise((r) => setTimeout(r, 30));
    a.liveBatch(frames(13, 14));
    expect(seqs()).toEqual([1, 2, 3, 4, 5]);
    expect(closed).toEqual([{ code: 4416, reason: 'replay gap 6-8: reattach' }]);
    expect(removed).toEqual([a]);
  });

  it('closes a client whose socket buffers more than the bound, and sends nothing after', () => {
    let buffered = 0;
    const { conn, closed, seqs } = fakeConn({ buffered: () => buffered });
    const { host } = fakeHost(() => ({ entries: [] }));
    const a = new RemoteAttachment(host, conn, 't1', 'owner', 'me', 1000);
    a.begin('{"t":"attached"}', [], 0);
    a.liveBatch(frames(1, 3));
    buffered = 1001;
    a.liveBatch(frames(4, 8));
    expect(seqs()).toEqual([1, 2, 3, 4]);
    expect(closed).toEqual([{ code: 4008, reason: 'slow client' }]);
  });

  it('works on a connection that cannot batch (one write per frame)', () => {
    const { conn, writes, seqs } = fakeConn({ batching: false });
    const { host } = fakeHost(() => ({ entries: [] }));
    const a = new RemoteAttachment(host, conn, 't1', 'owner', 'me', 1 << 20);
    a.begin('{"t":"attached"}', frames(1, 2), 2);
    a.liveBatch(frames(3, 5));
    expect(seqs()).toEqual([1, 2, 3, 4, 5]);
    expect(writes).toHaveLength(6);
  });

  it("passes the client's frames to the owner in order, and its detach", async () => {
    const { conn } = fakeConn();
    const { host, forwarded, removed } = fakeHost(() => ({ entries: [] }));
    const a = new RemoteAttachment(host, conn, 't1', 'owner', 'me', 1 << 20);
    a.ack(conn, { t: 'ack', g: 'g1', s: 4 });
    a.send(conn, { t: 'send', g: 'g1', m: { id: 1, method: 'echo' } });
    a.detach();
    expect(forwarded).toEqual([
      'me|frame|{"t":"ack","g":"g1","s":4}',
      'me|frame|{"t":"send","g":"g1","m":{"id":1,"method":"echo"}}',
      'me|detach|',
    ]);
    expect(removed).toEqual([a]);
  });
});

describe('parseLogMessage', () => {
  it('splits a channel message into its frames by their UTF-8 byte lengths', () => {
    const list = ['{"a":"é"}', '{"b":"日本"}', '{}'];
    const message = Buffer.from(
      list.map((f, i) => `${i + 7}:${Buffer.byteLength(f)}:${f}`).join(''),
      'utf8',
    );
    expect(parseLogMessage(message)).toEqual(list.map((f, i) => ({ seq: i + 7, frame: f })));
  });

  it('stops at a truncated entry instead of inventing a frame', () => {
    expect(parseLogMessage(Buffer.from('1:2:{}2:10:{"x"'))).toEqual([{ seq: 1, frame: '{}' }]);
  });
});
