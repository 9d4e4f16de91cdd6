/**
 * The API reports (api/<entry>.api.md): one per entry point, written by
 * @microsoft/api-extractor. `--check` (in `npm test`) fails when the public
 * surface differs from the committed report; without it the reports are
 * rewritten (`npm run api:update`).
 *
 * A type reachable from an exported signature but not exported itself
 * (ae-forgotten-export) is an error: users could not name it. Exported by
 * `codex-rx/advanced` counts as exported: the front door (`codex-rx`) leaves
 * there what few programs name (the variants of `ConnectionStatus`, wire-level
 * types), and a program that needs the name imports it from there. So does
 * exported by `codex-rx/node`: the pool's stdio spec (in `codex-rx`) extends
 * the Node transport's options, named where that transport is.
 *
 * Input: declarations emitted by `tsc` into a temporary directory, not
 * tsdown's dist/*.d.mts. tsdown rewrites `export * as X from ...` (the form
 * of the protocol report's entry, below) into `declare namespace
 * index_d_exports { export { ... } }`, and api-extractor (7.60) does not
 * count the members of such a namespace as exported (38 false errors for
 * `codex-rx` when lib/index.ts exported the generated modules so). tsc keeps
 * the `export * as` form, which api-extractor follows. Both are emitted from
 * the same sources, and `npm run lint:package` (attw, publint) checks the
 * shipped .d.mts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as ts from 'typescript';
import {
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
} from '@microsoft/api-extractor';

const ENTRY_POINTS = ['index', 'advanced', 'node', 'testing', 'relay'] as const;
/**
 * The report of the generated types (api/protocol.api.md). codex-rx exports
 * them as `Protocol.<Name>` / `StableProtocol.<Name>`, aliases in the
 * namespaces of gen/<set>/protocol.ts, so the entries' reports list their
 * names only; this report holds their shapes (the two sets as namespaces, as
 * `export * as` gives them), so that a codex bump's changes show in review.
 */
const PROTOCOL_REPORT = 'protocol';
/** Entry points whose exports any other entry's signatures may use without re-exporting them. */
const NAMING_ENTRIES = ['index', 'advanced', 'node'] as const;

const root = resolve(__dirname, '..');
const check = process.argv.includes('--check');
const base = ExtractorConfig.loadFile(resolve(root, 'api/api-extractor.json'));

const declarations = mkdtempSync(join(tmpdir(), 'codex-rx-api-'));
execFileSync(
  process.execPath,
  [
    require.resolve('typescript/bin/tsc'),
    ...['-p', resolve(root, 'tsconfig.build.json'), '--emitDeclarationOnly'],
    ...['--declarationMap', 'false', '--sourceMap', 'false', '--outDir', declarations],
  ],
  { stdio: 'inherit' },
);

writeFileSync(
  join(declarations, `${PROTOCOL_REPORT}.d.ts`),
  "export * as Protocol from './gen/experimental/index.js';\n" +
    "export * as StableProtocol from './gen/stable/index.js';\n",
);

/**
 * Forgotten exports not fixable from lib/: gen/ modules import their codec
 * runtime (lib/protocol/codec-runtime.ts) as a namespace (`import * as rt`) and type some
 * codecs `rt.TaggedUnionType<...>`; api-extractor reports the namespace, not
 * the type (which `codex-rx` exports). Goes away when the code generator
 * (lib/codegen/emit-module.ts) imports the type by name.
 */
const KNOWN_FORGOTTEN = new Set(['rt']);

/** The names the NAMING_ENTRIES export (from the emitted declarations). */
function namesExportedBy(entries: readonly string[]): Set<string> {
  const files = entries.map((entry) => join(declarations, `lib/${entry}.d.ts`));
  const program = ts.createProgram(files, { noEmit: true });
  const checker = program.getTypeChecker();
  const names = new Set<string>();
  for (const file of files) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    for (const symbol of checker.getExportsOfModule(module)) names.add(symbol.name);
  }
  return names;
}
const nameable = namesExportedBy(NAMING_ENTRIES);
/**
 * Whether users can name a forgotten symbol: exported by `codex-rx`,
 * `codex-rx/advanced` or `codex-rx/node`, or a generated type (referenced from gen/, which
 * imports nothing of lib/: every generated type is `Protocol.<Name>` /
 * `StableProtocol.<Name>`). api-extractor names a symbol as its report
 * declares it, with a suffix when two share a name (`GitInfo_2` in
 * codex-rx/advanced, where the domain's and the generated GitInfo meet);
 * the suffix is dropped before the look-up.
 */
const isNameable = (symbol: string, referencedFrom: string | undefined): boolean =>
  nameable.has(symbol.replace(/_\d+$/, '')) ||
  (referencedFrom !== undefined && referencedFrom.startsWith(join(declarations, 'gen')));

const forgotten: string[] = [];
let failed = false;
for (const entry of [...ENTRY_POINTS, PROTOCOL_REPORT]) {
  const config = ExtractorConfig.prepare({
    configObject: {
      ...base,
      projectFolder: root,
      mainEntryPointFilePath: join(
        declarations,
        entry === PROTOCOL_REPORT ? `${entry}.d.ts` : `lib/${entry}.d.ts`,
      ),
      apiReport: { ...base.apiReport!, enabled: true, reportFileName: entry },
    },
    configObjectFullPath: resolve(root, 'api/api-extractor.json'),
    packageJsonFullPath: resolve(root, 'package.json'),
  });
  const result = Extractor.invoke(config, {
    localBuild: !check,
    showVerboseMessages: false,
    messageCallback: (message: ExtractorMessage) => {
      // Report-file chatter: what changed and the fix are printed below.
      if (message.messageId.startsWith('console-api-report-')) message.handled = true;
      const symbol = /The symbol "([^"]+)"/.exec(message.text)?.[1];
      if (message.messageId === 'ae-forgotten-export' && symbol !== undefined) {
        if (KNOWN_FORGOTTEN.has(symbol) || isNameable(symbol, message.sourceFilePath))
          message.logLevel = ExtractorLogLevel.None;
        else forgotten.push(`${entry}: ${symbol} (${message.sourceFilePath ?? '?'})`);
      }
    },
  });
  if (result.apiReportChanged && check) {
    failed = true;
    console.error(
      `api/${entry}.api.md: ${entry === PROTOCOL_REPORT ? 'the generated types (Protocol.*, StableProtocol.*)' : `the public API of ${entry === 'index' ? 'codex-rx' : `codex-rx/${entry}`}`} changed and the report was not updated.\n` +
        `  Review the change, then run \`npm run api:update\` and commit api/${entry}.api.md.`,
    );
    const diff = spawnSync('diff', ['-u', config.reportFilePath, config.reportTempFilePath], {
      encoding: 'utf8',
    }).stdout;
    const lines = diff.split('\n');
    console.error(lines.slice(0, 60).join('\n') + (lines.length > 60 ? '\n  ...' : ''));
  } else if (result.apiReportChanged) {
    console.log(`api/${entry}.api.md updated`);
  }
  if (result.errorCount > 0) {
    failed = true;
    console.error(`api/${entry}: ${result.errorCount} error(s) (see above)`);
  }
}
rmSync(declarations, { recursive: true, force: true });
if (forgotten.length > 0) {
  failed = true;
  console.error(
    `Types reachable from the public API but not exported (export them, or stop exposing them):\n  ${forgotten.join('\n  ')}`,
  );
}
if (failed) process.exitCode = 1;
