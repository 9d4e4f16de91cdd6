// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { CommandMigration } from './command.js';
import { HookMigration } from './hook.js';
import { McpServerMigration } from './mcp.js';

export type ExternalAgentConfigDetectParams = {
  /** Zero or more working directories to include for repo-scoped detection. */
  cwds?: Array<string> | null;
  /** If true, include detection under the user's home directory. */
  includeHome?: boolean;
  /** Maximum age in days for detected sessions. Missing values use the default limit. */
  maxSessionAgeDays?: number | null;
  /** Maximum number of sessions to detect. Missing values use the default limit. */
  maxSessions?: number | null;
  /** Optional migration-source selector. Missing or unrecognized values use the default source. */
  migrationSource?: string | null;
  /** Deprecated field retained for compatibility. This field is ignored; use `migrationSource` to select the migration source. */
  source?: string | null;
};
export const ExternalAgentConfigDetectParams: t.Type<ExternalAgentConfigDetectParams> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigDetectParams', (n) =>
    rt.object<ExternalAgentConfigDetectParams>(
      n,
      {},
      {
        cwds: rt.nullable(rt.array(rt.string)),
        includeHome: rt.boolean,
        maxSessionAgeDays: rt.nullable(rt.integer),
        maxSessions: rt.nullable(rt.integer),
        migrationSource: rt.nullable(rt.string),
        source: rt.nullable(rt.string),
      },
    ),
  );

export type ExternalAgentConfigDetectResponse = {
  connectors?: Array<ExternalAgentDetectedConnectorCandidate>;
  items: Array<ExternalAgentConfigMigrationItem>;
};
export const ExternalAgentConfigDetectResponse: t.Type<ExternalAgentConfigDetectResponse> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigDetectResponse', (n) =>
    rt.object<ExternalAgentConfigDetectResponse>(
      n,
      { items: rt.array(ExternalAgentConfigMigrationItem) },
      { connectors: rt.array(ExternalAgentDetectedConnectorCandidate) },
    ),
  );

export type ExternalAgentConfigImportCompletedNotification = {
  importId: string;
  itemTypeResults: Array<ExternalAgentConfigImportTypeResult>;
};
export const ExternalAgentConfigImportCompletedNotification: t.Type<ExternalAgentConfigImportCompletedNotification> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportCompletedNotification', (n) =>
    rt.object<ExternalAgentConfigImportCompletedNotification>(n, {
      importId: rt.string,
      itemTypeResults: rt.array(ExternalAgentConfigImportTypeResult),
    }),
  );

export type ExternalAgentConfigImportHistoriesReadResponse = {
  connectors: Array<ExternalAgentImportedConnectorCandidate>;
  data: Array<ExternalAgentConfigImportHistory>;
};
export const ExternalAgentConfigImportHistoriesReadResponse: t.Type<ExternalAgentConfigImportHistoriesReadResponse> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportHistoriesReadResponse', (n) =>
    rt.object<ExternalAgentConfigImportHistoriesReadResponse>(n, {
      connectors: rt.array(ExternalAgentImportedConnectorCandidate),
      data: rt.array(ExternalAgentConfigImportHistory),
    }),
  );

export type ExternalAgentConfigImportHistory = {
  completedAtMs: number;
  failures: Array<ExternalAgentConfigImportItemTypeFailure>;
  importId: string;
  providerId?: string | null;
  successes: Array<ExternalAgentConfigImportItemTypeSuccess>;
};
export const ExternalAgentConfigImportHistory: t.Type<ExternalAgentConfigImportHistory> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportHistory', (n) =>
    rt.object<ExternalAgentConfigImportHistory>(
      n,
      {
        completedAtMs: rt.integer,
        failures: rt.array(ExternalAgentConfigImportItemTypeFailure),
        importId: rt.string,
        successes: rt.array(ExternalAgentConfigImportItemTypeSuccess),
      },
      { providerId: rt.nullable(rt.string) },
    ),
  );

export type ExternalAgentConfigImportHistoryRecordParams = {
  /** Completed results grouped by imported item type. */
  itemTypeResults: Array<ExternalAgentConfigImportHistoryRecordTypeResultParams>;
  /** Opaque provider identifier for the externally completed import. */
  providerId: string;
};
export const ExternalAgentConfigImportHistoryRecordParams: t.Type<ExternalAgentConfigImportHistoryRecordParams> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportHistoryRecordParams', (n) =>
    rt.object<ExternalAgentConfigImportHistoryRecordParams>(n, {
      itemTypeResults: rt.array(ExternalAgentConfigImportHistoryRecordTypeResultParams),
      providerId: rt.string,
    }),
  );

export type ExternalAgentConfigImportHistoryRecordResponse = {
  importId: string;
};
export const ExternalAgentConfigImportHistoryRecordResponse: t.Type<ExternalAgentConfigImportHistoryRecordResponse> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportHistoryRecordResponse', (n) =>
    rt.object<ExternalAgentConfigImportHistoryRecordResponse>(n, { importId: rt.string }),
  );

export type ExternalAgentConfigImportHistoryRecordSuccessParams = {
  cwd?: string | null;
  itemType: ExternalAgentConfigMigrationItemType;
  source?: string | null;
  target?: string | null;
  /** Original title for an imported session, when available. */
  title?: string | null;
};
export const ExternalAgentConfigImportHistoryRecordSuccessParams: t.Type<ExternalAgentConfigImportHistoryRecordSuccessParams> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportHistoryRecordSuccessParams', (n) =>
    rt.object<ExternalAgentConfigImportHistoryRecordSuccessParams>(
      n,
      { itemType: ExternalAgentConfigMigrationItemType },
      {
        cwd: rt.nullable(rt.string),
        source: rt.nullable(rt.string),
        target: rt.nullable(rt.string),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type ExternalAgentConfigImportHistoryRecordTypeResultParams = {
  failures: Array<ExternalAgentConfigImportItemTypeFailure>;
  itemType: ExternalAgentConfigMigrationItemType;
  successes: Array<ExternalAgentConfigImportHistoryRecordSuccessParams>;
};
export const ExternalAgentConfigImportHistoryRecordTypeResultParams: t.Type<ExternalAgentConfigImportHistoryRecordTypeResultParams> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportHistoryRecordTypeResultParams', (n) =>
    rt.object<ExternalAgentConfigImportHistoryRecordTypeResultParams>(n, {
      failures: rt.array(ExternalAgentConfigImportItemTypeFailure),
      itemType: ExternalAgentConfigMigrationItemType,
      successes: rt.array(ExternalAgentConfigImportHistoryRecordSuccessParams),
    }),
  );

export type ExternalAgentConfigImportItemTypeFailure = {
  cwd?: string | null;
  errorType?: string | null;
  failureStage: string;
  itemType: ExternalAgentConfigMigrationItemType;
  message: string;
  source?: string | null;
  subErrorType?: string | null;
};
export const ExternalAgentConfigImportItemTypeFailure: t.Type<ExternalAgentConfigImportItemTypeFailure> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportItemTypeFailure', (n) =>
    rt.object<ExternalAgentConfigImportItemTypeFailure>(
      n,
      {
        failureStage: rt.string,
        itemType: ExternalAgentConfigMigrationItemType,
        message: rt.string,
      },
      {
        cwd: rt.nullable(rt.string),
        errorType: rt.nullable(rt.string),
        source: rt.nullable(rt.string),
        subErrorType: rt.nullable(rt.string),
      },
    ),
  );

export type ExternalAgentConfigImportItemTypeSuccess = {
  cwd?: string | null;
  itemType: ExternalAgentConfigMigrationItemType;
  source?: string | null;
  target?: string | null;
  /** Original title for an imported session; null for other item types. */
  title?: string | null;
};
export const ExternalAgentConfigImportItemTypeSuccess: t.Type<ExternalAgentConfigImportItemTypeSuccess> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportItemTypeSuccess', (n) =>
    rt.object<ExternalAgentConfigImportItemTypeSuccess>(
      n,
      { itemType: ExternalAgentConfigMigrationItemType },
      {
        cwd: rt.nullable(rt.string),
        source: rt.nullable(rt.string),
        target: rt.nullable(rt.string),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type ExternalAgentConfigImportParams = {
  migrationItems: Array<ExternalAgentConfigMigrationItem>;
  /** Migration-source selector used to produce the migration items. Pass the same value to detection and import; missing or unrecognized values use the default source. */
  migrationSource?: string | null;
  /** Opaque provider identifier supplied by the caller for analytics attribution and import history display. This does not select the migration source. */
  providerId?: string | null;
  /** Optional identifier for the product that initiated the import. */
  source?: string | null;
};
export const ExternalAgentConfigImportParams: t.Type<ExternalAgentConfigImportParams> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportParams', (n) =>
    rt.object<ExternalAgentConfigImportParams>(
      n,
      { migrationItems: rt.array(ExternalAgentConfigMigrationItem) },
      {
        migrationSource: rt.nullable(rt.string),
        providerId: rt.nullable(rt.string),
        source: rt.nullable(rt.string),
      },
    ),
  );

export type ExternalAgentConfigImportProgressNotification = {
  importId: string;
  itemTypeResults: Array<ExternalAgentConfigImportTypeResult>;
};
export const ExternalAgentConfigImportProgressNotification: t.Type<ExternalAgentConfigImportProgressNotification> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportProgressNotification', (n) =>
    rt.object<ExternalAgentConfigImportProgressNotification>(n, {
      importId: rt.string,
      itemTypeResults: rt.array(ExternalAgentConfigImportTypeResult),
    }),
  );

export type ExternalAgentConfigImportResponse = {
  importId: string;
};
export const ExternalAgentConfigImportResponse: t.Type<ExternalAgentConfigImportResponse> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportResponse', (n) =>
    rt.object<ExternalAgentConfigImportResponse>(n, { importId: rt.string }),
  );

export type ExternalAgentConfigImportTypeResult = {
  failures: Array<ExternalAgentConfigImportItemTypeFailure>;
  itemType: ExternalAgentConfigMigrationItemType;
  successes: Array<ExternalAgentConfigImportItemTypeSuccess>;
};
export const ExternalAgentConfigImportTypeResult: t.Type<ExternalAgentConfigImportTypeResult> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigImportTypeResult', (n) =>
    rt.object<ExternalAgentConfigImportTypeResult>(n, {
      failures: rt.array(ExternalAgentConfigImportItemTypeFailure),
      itemType: ExternalAgentConfigMigrationItemType,
      successes: rt.array(ExternalAgentConfigImportItemTypeSuccess),
    }),
  );

export type ExternalAgentConfigMigrationItem = {
  /** Null or empty means home-scoped migration; non-empty means repo-scoped migration. */
  cwd?: string | null;
  description: string;
  details?: MigrationDetails | null;
  itemType: ExternalAgentConfigMigrationItemType;
};
export const ExternalAgentConfigMigrationItem: t.Type<ExternalAgentConfigMigrationItem> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigMigrationItem', (n) =>
    rt.object<ExternalAgentConfigMigrationItem>(
      n,
      { description: rt.string, itemType: ExternalAgentConfigMigrationItemType },
      { cwd: rt.nullable(rt.string), details: rt.nullable(MigrationDetails) },
    ),
  );

export type ExternalAgentConfigMigrationItemType =
  | 'AGENTS_MD'
  | 'CONFIG'
  | 'SKILLS'
  | 'PLUGINS'
  | 'MCP_SERVER_CONFIG'
  | 'SUBAGENTS'
  | 'HOOKS'
  | 'COMMANDS'
  | 'MEMORY'
  | 'SESSIONS';
export const ExternalAgentConfigMigrationItemType: t.Type<ExternalAgentConfigMigrationItemType> =
  /* @__PURE__ */ rt.deferred('ExternalAgentConfigMigrationItemType', (n) =>
    rt.enumeration<ExternalAgentConfigMigrationItemType>(n, [
      'AGENTS_MD',
      'CONFIG',
      'SKILLS',
      'PLUGINS',
      'MCP_SERVER_CONFIG',
      'SUBAGENTS',
      'HOOKS',
      'COMMANDS',
      'MEMORY',
      'SESSIONS',
    ]),
  );

export type ExternalAgentDetectedConnectorCandidate = {
  name: string;
  sessionCount: number;
  source: ExternalAgentDetectedConnectorSource;
};
export const ExternalAgentDetectedConnectorCandidate: t.Type<ExternalAgentDetectedConnectorCandidate> =
  /* @__PURE__ */ rt.deferred('ExternalAgentDetectedConnectorCandidate', (n) =>
    rt.object<ExternalAgentDetectedConnectorCandidate>(n, {
      name: rt.string,
      sessionCount: rt.integer,
      source: ExternalAgentDetectedConnectorSource,
    }),
  );

export type ExternalAgentDetectedConnectorSource = 'remoteMcpServersConfig' | 'sessionToolUse';
export const ExternalAgentDetectedConnectorSource: t.Type<ExternalAgentDetectedConnectorSource> =
  /* @__PURE__ */ rt.deferred('ExternalAgentDetectedConnectorSource', (n) =>
    rt.enumeration<ExternalAgentDetectedConnectorSource>(n, [
      'remoteMcpServersConfig',
      'sessionToolUse',
    ]),
  );

export type ExternalAgentImportedConnectorCandidate = {
  name: string;
  sessionCount: number;
  source: ExternalAgentImportedConnectorSource;
};
export const ExternalAgentImportedConnectorCandidate: t.Type<ExternalAgentImportedConnectorCandidate> =
  /* @__PURE__ */ rt.deferred('ExternalAgentImportedConnectorCandidate', (n) =>
    rt.object<ExternalAgentImportedConnectorCandidate>(n, {
      name: rt.string,
      sessionCount: rt.integer,
      source: ExternalAgentImportedConnectorSource,
    }),
  );

export type ExternalAgentImportedConnectorSource = 'remoteMcpServersConfig';
export const ExternalAgentImportedConnectorSource: t.Type<ExternalAgentImportedConnectorSource> =
  /* @__PURE__ */ rt.deferred('ExternalAgentImportedConnectorSource', () =>
    rt.typed<ExternalAgentImportedConnectorSource>(rt.literal('remoteMcpServersConfig')),
  );

export type MigrationDetails = {
  commands?: Array<CommandMigration>;
  hooks?: Array<HookMigration>;
  mcpServers?: Array<McpServerMigration>;
  memory?: Array<string>;
  plugins?: Array<PluginsMigration>;
  sessions?: Array<SessionMigration>;
  skills?: Array<SkillMigration>;
  subagents?: Array<SubagentMigration>;
};
export const MigrationDetails: t.Type<MigrationDetails> = /* @__PURE__ */ rt.deferred(
  'MigrationDetails',
  (n) =>
    rt.object<MigrationDetails>(
      n,
      {},
      {
        commands: rt.array(CommandMigration),
        hooks: rt.array(HookMigration),
        mcpServers: rt.array(McpServerMigration),
        memory: rt.array(rt.string),
        plugins: rt.array(PluginsMigration),
        sessions: rt.array(SessionMigration),
        skills: rt.array(SkillMigration),
        subagents: rt.array(SubagentMigration),
      },
    ),
);

export type PluginsMigration = {
  marketplaceName: string;
  pluginNames: Array<string>;
};
export const PluginsMigration: t.Type<PluginsMigration> = /* @__PURE__ */ rt.deferred(
  'PluginsMigration',
  (n) =>
    rt.object<PluginsMigration>(n, {
      marketplaceName: rt.string,
      pluginNames: rt.array(rt.string),
    }),
);

export type SessionMigration = {
  cwd: string;
  path: string;
  title?: string | null;
};
export const SessionMigration: t.Type<SessionMigration> = /* @__PURE__ */ rt.deferred(
  'SessionMigration',
  (n) =>
    rt.object<SessionMigration>(
      n,
      { cwd: rt.string, path: rt.string },
      { title: rt.nullable(rt.string) },
    ),
);

export type SkillMigration = {
  name: string;
};
export const SkillMigration: t.Type<SkillMigration> = /* @__PURE__ */ rt.deferred(
  'SkillMigration',
  (n) => rt.object<SkillMigration>(n, { name: rt.string }),
);

export type SubagentMigration = {
  name: string;
};
export const SubagentMigration: t.Type<SubagentMigration> = /* @__PURE__ */ rt.deferred(
  'SubagentMigration',
  (n) => rt.object<SubagentMigration>(n, { name: rt.string }),
);
