/**
 * `codex-rx-schema diff`: methods added / removed / moved between stable and
 * experimental, per definition fields added / removed / retyped / changed in
 * required-ness, enum values, tagged-union changes, on two small snapshots
 * written to temporary directories; and the real snapshot against itself.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffMain } from '../../lib/codegen/diff-cli.js';
import { diffReport, diffSummary } from '../../lib/codegen/diff-report.js';
import { BUNDLE_FILE } from '../../lib/codegen/json-schema.js';
import { diffSchemas, isEmptyDiff } from '../../lib/codegen/schema-diff.js';
import { readSchemaModel } from '../../lib/codegen/schema-model.js';
import { readSchemaVersion } from '../../lib/codegen/version-file.js';

type Defs = Record<string, unknown>;

const envelope = (methods: readonly string[], withParams = true): unknown => ({
  oneOf: methods.map((m) => ({
    type: 'object',
    properties: {
      method: { type: 'string', enum: [m] },
      ...(withParams ? { params: { type: 'object' } } : {}),
    },
    required: ['method'],
  })),
});

interface SetSpec {
  readonly requests: readonly string[];
  readonly notifications: readonly string[];
  readonly definitions: Defs;
}

function writeSnapshot(version: string, stable: SetSpec, experimental: SetSpec): string {
  const root = mkdtempSync(join(tmpdir(), `codex-rx-diff-${version}-`));
  for (const [name, set] of [
    ['stable', stable],
    ['experimental', experimental],
  ] as const) {
    mkdirSync(join(root, name));
    const bundle = {
      definitions: {
        ClientRequest: envelope(set.requests),
        ServerRequest: envelope(['item/commandExecution/requestApproval']),
        ServerNotification: envelope(set.notifications),
        ClientNotification: envelope(['initialized'], false),
        v2: set.definitions,
      },
    };
    writeFileSync(join(root, name, BUNDLE_FILE), JSON.stringify(bundle));
  }
  writeFileSync(
    join(root, 'VERSION.json'),
    JSON.stringify({ codexVersion: version, codexVersionLine: `codex-cli ${version}`, sets: {} }),
  );
  return root;
}

const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };

const before: Defs = {
  Turn: {
    type: 'object',
    properties: {
      id: str,
      status: str,
      error: nullableStr,
      position: { type: 'integer', format: 'int64' },
    },
    required: ['id', 'status', 'position'],
  },
  ReviewDelivery: { type: 'string', enum: ['inline', 'detached'] },
  Display: { type: 'object', properties: { mode: str, text: str }, required: ['mode'] },
  Item: {
    oneOf: [
      {
        type: 'object',
        properties: { type: { type: 'string', enum: ['userMessage'] }, text: str },
        required: ['type', 'text'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', enum: ['plan'] },
          steps: { type: 'array', items: str },
        },
        required: ['type'],
      },
    ],
  },
  Gone: { type: 'object', properties: {} },
};

const after: Defs = {
  Turn: {
    type: 'object',
    properties: {
      id: str,
      status: { type: 'integer' },
      error: nullableStr,
      rootTurnId: nullableStr,
    },
    required: ['id', 'status', 'error'],
  },
  ReviewDelivery: { type: 'string', enum: ['inline'] },
  Display: {
    oneOf: [
      {
        type: 'object',
        properties: { mode: { type: 'string', enum: ['show'] }, text: str },
        required: ['mode', 'text'],
      },
      {
        type: 'object',
        properties: { mode: { type: 'string', enum: ['hide'] } },
        required: ['mode'],
      },
    ],
  },
  Item: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', enum: ['userMessage'] },
          text: str,
          clientId: nullableStr,
        },
        required: ['type', 'text'],
      },
      {
        type: 'object',
        properties: { type: { type: 'string', enum: ['sleep'] }, durationMs: { type: 'integer' } },
        required: ['type'],
      },
    ],
  },
  New: { type: 'object', properties: { a: str }, required: ['a'] },
};

describe('schema diff', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  const a = writeSnapshot(
    '1.0.0',
    {
      requests: ['initialize', 'thread/start', 'old/method', 'was/stable'],
      notifications: ['turn/started'],
      definitions: before,
    },
    {
      requests: [
        'initialize',
        'thread/start',
        'old/method',
        'was/stable',
        'exp/only',
        'exp/promoted',
      ],
      notifications: ['turn/started'],
      definitions: { ...before, ExpThing: { type: 'object', properties: { x: str } } },
    },
  );
  const b = writeSnapshot(
    '1.1.0',
    {
      requests: ['initialize', 'thread/start', 'new/method', 'exp/promoted'],
      notifications: ['turn/started', 'turn/new'],
      definitions: after,
    },
    {
      requests: [
        'initialize',
        'thread/start',
        'new/method',
        'exp/promoted',
        'was/stable',
        'exp/new',
      ],
      notifications: ['turn/started', 'turn/new'],
      definitions: after,
    },
  );
  dirs.push(a, b);
  const diff = diffSchemas(readSchemaModel(a), readSchemaModel(b));

  it('counts and versions', () => {
    expect(diff.from).toBe('1.0.0');
    expect(diff.to).toBe('1.1.0');
    expect(diff.counts.stable.from).toMatchObject({
      ClientRequest: 4,
      ServerNotification: 1,
      definitions: 5,
    });
    expect(diff.counts.stable.to).toMatchObject({
      ClientRequest: 4,
      ServerNotification: 2,
      definitions: 5,
    });
  });

  it('methods added, removed, promoted to stable and demoted to experimental', () => {
    expect(diff.methods.ClientRequest).toEqual({
      stable: { added: ['new/method'], removed: ['old/method'] },
      experimental: { added: ['exp/new'], removed: ['exp/only'] },
      promoted: ['exp/promoted'],
      demoted: ['was/stable'],
    });
    expect(diff.methods.ServerNotification.stable).toEqual({ added: ['turn/new'], removed: [] });
    expect(diff.methods.ServerRequest.stable).toEqual({ added: [], removed: [] });
  });

  it('definitions added and removed; experimental-only ones apart', () => {
    expect(diff.definitions.added).toEqual(['New']);
    expect(diff.definitions.removed).toEqual(['Gone']);
    expect(diff.experimentalDefinitions.removed).toEqual(['ExpThing']);
    expect(diff.experimentalDefinitions.changed).toEqual([]);
  });

  it('fields added, removed, retyped and changed in required-ness', () => {
    const turn = diff.definitions.changed.find((c) => c.name === 'Turn');
    expect(turn?.fields).toEqual([
      { field: 'status', change: 'retyped', from: 'string', to: 'integer' },
      { field: 'error', change: 'nowRequired' },
      { field: 'position', change: 'removed', from: 'integer<int64>' },
      { field: 'rootTurnId', change: 'added', to: 'string | null (optional)' },
    ]);
  });

  it('enum values removed, object turned into a tagged union, variants added / removed / changed', () => {
    const byName = new Map(diff.definitions.changed.map((c) => [c.name, c]));
    expect(byName.get('ReviewDelivery')?.enumValues).toEqual({ added: [], removed: ['detached'] });
    expect(byName.get('Display')?.kind).toEqual({
      from: 'object',
      to: 'tagged union on "mode" (show | hide)',
    });
    expect(byName.get('Item')?.variants).toEqual({
      added: ['sleep'],
      removed: ['plan'],
      changed: {
        userMessage: [{ field: 'clientId', change: 'added', to: 'string | null (optional)' }],
      },
    });
  });

  it('the readable report and the CHANGELOG summary name the changes', () => {
    const report = diffReport(diff);
    expect(report).toContain('codex 1.0.0 -> 1.1.0');
    expect(report).toContain('  + new/method');
    expect(report).toContain('  v was/stable (stable -> experimental)');
    expect(report).toContain('      - "detached"');
    expect(report).toContain('      + variant "sleep"');
    const summary = diffSummary(diff, 'codex-rx-schema diff 1.0.0 1.1.0');
    expect(summary).toContain('- codex 1.0.0 -> 1.1.0 (`codex-rx-schema diff 1.0.0 1.1.0`)');
    expect(summary).toContain('`ReviewDelivery` lost "detached"');
    expect(summary).toContain('`Display`: object -> tagged union on "mode" (show | hide)');
    expect(summary).toContain('`Turn` lost `position`');
    expect(summary).toContain('`Turn` now requires `error`');
  });

  it('diff A B --json prints the whole diff; a wrong argument count prints the usage; a bad argument one line', () => {
    const out: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    try {
      expect(diffMain([a, b, '--json'])).toBe(0);
      expect(JSON.parse(out.join(''))).toEqual(JSON.parse(JSON.stringify(diff)));
      out.length = 0;
      expect(diffMain([a])).toBe(2);
      expect(out.join('')).toContain('usage: codex-rx-schema diff A B');
      const err: string[] = [];
      const errSpy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        err.push(String(chunk));
        return true;
      });
      try {
        expect(diffMain([a, 'not-a-version'])).toBe(1);
      } finally {
        errSpy.mockRestore();
      }
      expect(err.join('')).toBe(
        'codex-rx-schema diff: "not-a-version" is neither a schema directory (with VERSION.json) nor a codex version\n',
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('the committed snapshot against itself: no changes, counts of the manifest version', () => {
    const root = join(__dirname, '..', '..', 'schema');
    const model = readSchemaModel(root);
    expect(model.codexVersion).toBe(readSchemaVersion(root).codexVersion);
    const same = diffSchemas(model, model);
    expect(isEmptyDiff(same)).toBe(true);
    expect(diffReport(same)).toContain('no changes');
    expect(same.counts.stable.from.ClientRequest).toBeGreaterThan(100);
  });
});

/**
 * Codex 0.166.0 -> 0.171.0: `UserInput` variant `audio` moved `url` into one
 * alternative of a nested `anyOf` beside a new `fileId` alternative. The field
 * is still taken; the diff must say so, not that it was removed.
 */
describe('schema diff: alternatives nested in a variant', () => {
  const variant = (tag: string, extra: Record<string, unknown>): unknown => ({
    type: 'object',
    properties: {
      type: { type: 'string', enum: [tag] },
      ...((extra['properties'] as object) ?? {}),
    },
    required: ['type', ...((extra['required'] as string[]) ?? [])],
    ...(extra['anyOf'] ? { anyOf: extra['anyOf'] } : {}),
  });
  const text = variant('text', { properties: { text: str }, required: ['text'] });
  const audioBefore = variant('audio', { properties: { url: str }, required: ['url'] });
  const alt = (key: string): unknown => ({
    type: 'object',
    properties: { [key]: str },
    required: [key],
  });
  const audioAfter = variant('audio', { anyOf: [alt('url'), alt('fileId')] });
  const audioLater = variant('audio', {
    anyOf: [alt('fileId'), { ...(alt('url') as object), properties: { url: { type: 'integer' } } }],
  });
  const set = (audio: unknown): SetSpec => ({
    requests: ['initialize'],
    notifications: [],
    definitions: { UserInput: { oneOf: [text, audio] } },
  });
  const snapshot = (version: string, audio: unknown): ReturnType<typeof readSchemaModel> => {
    const root = writeSnapshot(version, set(audio), set(audio));
    dirs.push(root);
    return readSchemaModel(root);
  };
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const [v1, v2, v3] = [
    snapshot('0.166.0', audioBefore),
    snapshot('0.171.0', audioAfter),
    snapshot('9.0.0', audioLater),
  ];

  it('a field moved into an alternative is reported as such, with the alternatives added', () => {
    const diff = diffSchemas(v1, v2);
    expect(diff.definitions.changed).toEqual([
      {
        name: 'UserInput',
        variants: {
          added: [],
          removed: [],
          changed: {
            audio: [{ field: 'url', change: 'intoAlternative', from: 'string', to: '{ url }' }],
          },
          alternatives: { audio: { added: ['{ url }', '{ fileId }'], removed: [], changed: {} } },
        },
      },
    ]);
    const report = diffReport(diff);
    expect(report).toContain('[audio] ~ url: string, now inside alternative { url }');
    expect(report).toContain('[audio] + alternative { fileId }');
    expect(report).not.toContain('- url');
    expect(diffSummary(diff)).not.toContain('lost');
  });

  it('the reverse move, and alternatives removed or changed', () => {
    const back = diffSchemas(v2, v1).definitions.changed[0]?.variants;
    expect(back?.changed).toEqual({
      audio: [{ field: 'url', change: 'outOfAlternative', from: '{ url }', to: 'string' }],
    });
    expect(back?.alternatives?.['audio']?.removed).toEqual(['{ url }', '{ fileId }']);
    const later = diffSchemas(v2, v3);
    expect(later.definitions.changed[0]?.variants?.alternatives).toEqual({
      audio: {
        added: [],
        removed: [],
        changed: {
          '{ url }': [{ field: 'url', change: 'retyped', from: 'string', to: 'integer' }],
        },
      },
    });
    expect(diffReport(later)).toContain('[audio] alternative { url }: ~ url: string -> integer');
  });

  it('the same alternatives on both sides: no change', () => {
    expect(isEmptyDiff(diffSchemas(v2, v2))).toBe(true);
  });
});
