import {
  mergeTables,
  offlineConfig,
  offlineConfigToml,
  renderToml,
} from '../../lib/testing/offline-config.js';

describe('offline config', () => {
  it('renders the offline config.toml codex 0.171.0 accepts with --strict-config', () => {
    expect(offlineConfigToml({ baseUrl: 'http://127.0.0.1:4000/v1' })).toBe(
      [
        'model = "mock-model"',
        'model_provider = "mock"',
        'check_for_update_on_startup = false',
        '',
        '[model_providers.mock]',
        'name = "Scripted model (codex-rx testing)"',
        'base_url = "http://127.0.0.1:4000/v1"',
        'wire_api = "responses"',
        'request_max_retries = 0',
        'stream_max_retries = 0',
        '',
        '[features]',
        'plugins = false',
        'shell_snapshot = false',
        'apps = false',
        '',
        '[analytics]',
        'enabled = false',
        '',
      ].join('\n'),
    );
  });

  it('merges extra keys over the defaults, table by table', () => {
    const c = offlineConfig({
      baseUrl: 'u',
      model: 'm2',
      extra: { features: { apps: true }, approval_policy: 'never' },
    });
    expect(c.model).toBe('m2');
    expect(c.features).toEqual({ plugins: false, shell_snapshot: false, apps: true });
    expect(c.approval_policy).toBe('never');
  });

  it('renderToml quotes odd keys, renders arrays and inline tables', () => {
    expect(renderToml({ 'a.b': 'x"y', list: [1, 'two', { k: true }] })).toBe(
      '"a.b" = "x\\"y"\nlist = [1, "two", { k = true }]\n',
    );
    expect(mergeTables({ a: { b: 1 } }, { a: 2 })).toEqual({ a: 2 });
  });
});
