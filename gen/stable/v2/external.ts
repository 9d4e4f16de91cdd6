// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigDetectParams', () =>
    t.partial({
      cwds: rt.nullable(t.array(t.string)),
      includeHome: t.boolean,
      maxSessionAgeDays: rt.nullable(rt.integer),
      maxSessions: rt.nullable(rt.integer),
      migrationSource: rt.nullable(t.string),
      source: rt.nullable(t.string),
    }),
  );

export type ExternalAgentConfigDetectResponse = {
  connectors?: Array<ExternalAgentDetectedConnectorCandidate>;
  items: Array<ExternalAgentConfigMigrationItem>;
};
export const ExternalAgentConfigDetectResponse: t.Type<ExternalAgentConfigDetectResponse> =
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigDetectResponse', () =>
    t.intersection([
      t.type({ items: t.array(ExternalAgentConfigMigrationItem) }),
      t.partial({ connectors: t.array(ExternalAgentDetectedConnectorCandidate) }),
    ]),
  );

export type ExternalAgentConfigImportCompletedNotification = {
  importId: string;
  itemTypeResults: Array<ExternalAgentConfigImportTypeResult>;
};
export const ExternalAgentConfigImportCompletedNotification: t.Type<ExternalAgentConfigImportCompletedNotification> =
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportCompletedNotification', () =>
    t.type({ importId: t.string, itemTypeResults: t.array(ExternalAgentConfigImportTypeResult) }),
  );

export type ExternalAgentConfigImportHistoriesReadResponse = {
  connectors: Array<ExternalAgentImportedConnectorCandidate>;
  data: Array<ExternalAgentConfigImportHistory>;
};
export const ExternalAgentConfigImportHistoriesReadResponse: t.Type<ExternalAgentConfigImportHistoriesReadResponse> =
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportHistoriesReadResponse', () =>
    t.type({
      connectors: t.array(ExternalAgentImportedConnectorCandidate),
      data: t.array(ExternalAgentConfigImportHistory),
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
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportHistory', () =>
    t.intersection([
      t.type({
        completedAtMs: rt.integer,
        failures: t.array(ExternalAgentConfigImportItemTypeFailure),
        importId: t.string,
        successes: t.array(ExternalAgentConfigImportItemTypeSuccess),
      }),
      t.partial({ providerId: rt.nullable(t.string) }),
    ]),
  );

export type ExternalAgentConfigImportHistoryRecordParams = {
  /** Completed results grouped by imported item type. */
  itemTypeResults: Array<ExternalAgentConfigImportHistoryRecordTypeResultParams>;
  /** Opaque provider identifier for the externally completed import. */
  providerId: string;
};
export const ExternalAgentConfigImportHistoryRecordParams: t.Type<ExternalAgentConfigImportHistoryRecordParams> =
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportHistoryRecordParams', () =>
    t.type({
      itemTypeResults: t.array(ExternalAgentConfigImportHistoryRecordTypeResultParams),
      providerId: t.string,
    }),
  );

export type ExternalAgentConfigImportHistoryRecordResponse = {
  importId: string;
};
export const ExternalAgentConfigImportHistoryRecordResponse: t.Type<ExternalAgentConfigImportHistoryRecordResponse> =
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportHistoryRecordResponse', () =>
    t.type({ importId: t.string }),
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
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportHistoryRecordSuccessParams', () =>
    t.intersection([
      t.type({ itemType: ExternalAgentConfigMigrationItemType }),
      t.partial({
        cwd: rt.nullable(t.string),
        source: rt.nullable(t.string),
        target: rt.nullable(t.string),
        title: rt.nullable(t.string),
      }),
    ]),
  );

export type ExternalAgentConfigImportHistoryRecordTypeResultParams = {
  failures: Array<ExternalAgentConfigImportItemTypeFailure>;
  itemType: ExternalAgentConfigMigrationItemType;
  successes: Array<ExternalAgentConfigImportHistoryRecordSuccessParams>;
};
export const ExternalAgentConfigImportHistoryRecordTypeResultParams: t.Type<ExternalAgentConfigImportHistoryRecordTypeResultParams> =
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportHistoryRecordTypeResultParams', () =>
    t.type({
      failures: t.array(ExternalAgentConfigImportItemTypeFailure),
      itemType: ExternalAgentConfigMigrationItemType,
      successes: t.array(ExternalAgentConfigImportHistoryRecordSuccessParams),
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
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportItemTypeFailure', () =>
    t.intersection([
      t.type({
        failureStage: t.string,
        itemType: ExternalAgentConfigMigrationItemType,
        message: t.string,
      }),
      t.partial({
        cwd: rt.nullable(t.string),
        errorType: rt.nullable(t.string),
        source: rt.nullable(t.string),
        subErrorType: rt.nullable(t.string),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportItemTypeSuccess', () =>
    t.intersection([
      t.type({ itemType: ExternalAgentConfigMigrationItemType }),
      t.partial({
        cwd: rt.nullable(t.string),
        source: rt.nullable(t.string),
        target: rt.nullable(t.string),
        title: rt.nullable(t.string),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportParams', () =>
    t.intersection([
      t.type({ migrationItems: t.array(ExternalAgentConfigMigrationItem) }),
      t.partial({
        migrationSource: rt.nullable(t.string),
        providerId: rt.nullable(t.string),
        source: rt.nullable(t.string),
      }),
    ]),
  );

export type ExternalAgentConfigImportProgressNotification = {
  importId: string;
  itemTypeResults: Array<ExternalAgentConfigImportTypeResult>;
};
export const ExternalAgentConfigImportProgressNotification: t.Type<ExternalAgentConfigImportProgressNotification> =
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportProgressNotification', () =>
    t.type({ importId: t.string, itemTypeResults: t.array(ExternalAgentConfigImportTypeResult) }),
  );

export type ExternalAgentConfigImportResponse = {
  importId: string;
};
export const ExternalAgentConfigImportResponse: t.Type<ExternalAgentConfigImportResponse> =
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportResponse', () =>
    t.type({ importId: t.string }),
  );

export type ExternalAgentConfigImportTypeResult = {
  failures: Array<ExternalAgentConfigImportItemTypeFailure>;
  itemType: ExternalAgentConfigMigrationItemType;
  successes: Array<ExternalAgentConfigImportItemTypeSuccess>;
};
export const ExternalAgentConfigImportTypeResult: t.Type<ExternalAgentConfigImportTypeResult> =
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigImportTypeResult', () =>
    t.type({
      failures: t.array(ExternalAgentConfigImportItemTypeFailure),
      itemType: ExternalAgentConfigMigrationItemType,
      successes: t.array(ExternalAgentConfigImportItemTypeSuccess),
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
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigMigrationItem', () =>
    t.intersection([
      t.type({ description: t.string, itemType: ExternalAgentConfigMigrationItemType }),
      t.partial({ cwd: rt.nullable(t.string), details: rt.nullable(MigrationDetails) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ExternalAgentConfigMigrationItemType', () =>
    rt.openEnum(
      t.keyof({
        AGENTS_MD: null,
        CONFIG: null,
        SKILLS: null,
        PLUGINS: null,
        MCP_SERVER_CONFIG: null,
        SUBAGENTS: null,
        HOOKS: null,
        COMMANDS: null,
        MEMORY: null,
        SESSIONS: null,
      }),
    ),
  );

export type ExternalAgentDetectedConnectorCandidate = {
  name: string;
  sessionCount: number;
  source: ExternalAgentDetectedConnectorSource;
};
export const ExternalAgentDetectedConnectorCandidate: t.Type<ExternalAgentDetectedConnectorCandidate> =
  /* @__PURE__ */ rt.lazy('ExternalAgentDetectedConnectorCandidate', () =>
    t.type({
      name: t.string,
      sessionCount: rt.integer,
      source: ExternalAgentDetectedConnectorSource,
    }),
  );

export type ExternalAgentDetectedConnectorSource = 'remoteMcpServersConfig' | 'sessionToolUse';
export const ExternalAgentDetectedConnectorSource: t.Type<ExternalAgentDetectedConnectorSource> =
  /* @__PURE__ */ rt.lazy('ExternalAgentDetectedConnectorSource', () =>
    rt.openEnum(t.keyof({ remoteMcpServersConfig: null, sessionToolUse: null })),
  );

export type ExternalAgentImportedConnectorCandidate = {
  name: string;
  sessionCount: number;
  source: ExternalAgentImportedConnectorSource;
};
export const ExternalAgentImportedConnectorCandidate: t.Type<ExternalAgentImportedConnectorCandidate> =
  /* @__PURE__ */ rt.lazy('ExternalAgentImportedConnectorCandidate', () =>
    t.type({
      name: t.string,
      sessionCount: rt.integer,
      source: ExternalAgentImportedConnectorSource,
    }),
  );

export type ExternalAgentImportedConnectorSource = 'remoteMcpServersConfig';
export const ExternalAgentImportedConnectorSource: t.Type<ExternalAgentImportedConnectorSource> =
  /* @__PURE__ */ rt.lazy('ExternalAgentImportedConnectorSource', () =>
    t.literal('remoteMcpServersConfig'),
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
export const MigrationDetails: t.Type<MigrationDetails> = /* @__PURE__ */ rt.lazy(
  'MigrationDetails',
  () =>
    t.partial({
      commands: t.array(CommandMigration),
      hooks: t.array(HookMigration),
      mcpServers: t.array(McpServerMigration),
      memory: t.array(t.string),
      plugins: t.array(PluginsMigration),
      sessions: t.array(SessionMigration),
      skills: t.array(SkillMigration),
      subagents: t.array(SubagentMigration),
    }),
);

export type PluginsMigration = {
  marketplaceName: string;
  pluginNames: Array<string>;
};
export const PluginsMigration: t.Type<PluginsMigration> = /* @__PURE__ */ rt.lazy(
  'PluginsMigration',
  () => t.type({ marketplaceName: t.string, pluginNames: t.array(t.string) }),
);

export type SessionMigration = {
  cwd: string;
  path: string;
  title?: string | null;
};
export const SessionMigration: t.Type<SessionMigration> = /* @__PURE__ */ rt.lazy(
  'SessionMigration',
  () =>
    t.intersection([
      t.type({ cwd: t.string, path: t.string }),
      t.partial({ title: rt.nullable(t.string) }),
    ]),
);

export type SkillMigration = {
  name: string;
};
export const SkillMigration: t.Type<SkillMigration> = /* @__PURE__ */ rt.lazy(
  'SkillMigration',
  () => t.type({ name: t.string }),
);

export type SubagentMigration = {
  name: string;
};
export const SubagentMigration: t.Type<SubagentMigration> = /* @__PURE__ */ rt.lazy(
  'SubagentMigration',
  () => t.type({ name: t.string }),
);
