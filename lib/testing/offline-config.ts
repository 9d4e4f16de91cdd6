/**
 * The offline codex configuration: codex talks only to a local scripted model
 * provider, never to the network (observed against the real codex 0.171.0:
 * without `[features] plugins = false` it reaches for github.com and
 * chatgpt.com at start-up). Pure: renders TOML text, writes nothing.
 */

/** A TOML value this renderer supports. Nested objects become tables. */
export type TomlValue =
  | string
  | number
  | boolean
  | readonly TomlValue[]
  | { readonly [key: string]: TomlValue };
export type TomlTable = { readonly [key: string]: TomlValue };

export interface OfflineConfigOptions {
  /** The provider's base URL, e.g. `http://127.0.0.1:PORT/v1` (`ScriptedModelProvider.baseUrl`). */
  readonly baseUrl: string;
  /** Model name sent to the provider. Default `mock-model`. */
  readonly model?: string;
  /** Extra keys merged over the defaults (tables merge key by key). */
  readonly extra?: TomlTable;
}

/**
 * The configuration as a table.
 *
 * @example offlineConfig({ baseUrl: provider.baseUrl }).model_provider // 'mock'
 */
export function offlineConfig(options: OfflineConfigOptions): TomlTable {
  const base: TomlTable = {
    model: options.model ?? 'mock-model',
    model_provider: 'mock',
    check_for_update_on_startup: false,
    model_providers: {
      mock: {
        name: 'Scripted model (codex-rx testing)',
        base_url: options.baseUrl,
        wire_api: 'responses',
        request_max_retries: 0,
        stream_max_retries: 0,
      },
    },
    // Without `plugins = false` codex reaches for github.com and chatgpt.com at start-up.
    features: { plugins: false, shell_snapshot: false, apps: false },
    analytics: { enabled: false },
  };
  return options.extra ? mergeTables(base, options.extra) : base;
}

/**
 * The configuration as `config.toml` text.
 *
 * @example fs.writeFileSync(join(codexHome, 'config.toml'), offlineConfigToml({ baseUrl }))
 */
export function offlineConfigToml(options: OfflineConfigOptions): string {
  return renderToml(offlineConfig(options));
}

function isTable(v: TomlValue | undefined): v is TomlTable {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep merge: `over` wins, tables merge recursively. */
export function mergeTables(base: TomlTable, over: TomlTable): TomlTable {
  const out: Record<string, TomlValue> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isTable(b) && isTable(v) ? mergeTables(b, v) : v;
  }
  return out;
}

const bareKey = /^[A-Za-z0-9_-]+$/;

function key(k: string): string {
  return bareKey.test(k) ? k : JSON.stringify(k);
}

function scalar(v: TomlValue): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`TOML cannot hold ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return `[${v.map(scalar).join(', ')}]`;
  // Inline table (only inside arrays).
  return `{ ${Object.entries(v as TomlTable)
    .map(([k, x]) => `${key(k)} = ${scalar(x)}`)
    .join(', ')} }`;
}

/**
 * Renders a table as TOML: plain keys first, then `[sub.tables]`.
 *
 * @example renderToml({ a: 1, t: { b: 'x' } }) // 'a = 1\n\n[t]\nb = "x"\n'
 */
export function renderToml(table: TomlTable, path: readonly string[] = []): string {
  const lines: string[] = [];
  const tables: Array<[string, TomlTable]> = [];
  for (const [k, v] of Object.entries(table)) {
    if (isTable(v)) tables.push([k, v]);
    else lines.push(`${key(k)} = ${scalar(v)}`);
  }
  let out = '';
  if (path.length > 0 && (lines.length > 0 || tables.length === 0))
    out += `[${path.map(key).join('.')}]\n`;
  if (lines.length > 0) out += `${lines.join('\n')}\n`;
  for (const [k, sub] of tables) {
    const rendered = renderToml(sub, [...path, k]);
    out += (out ? '\n' : '') + rendered;
  }
  return out;
}
