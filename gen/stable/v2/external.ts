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

const refs: rt.Refs = () => [
  CommandMigration,
  ExternalAgentConfigImportHistory,
  ExternalAgentConfigImportHistoryRecordSuccessParams,
  ExternalAgentConfigImportHistoryRecordTypeResultParams,
  ExternalAgentConfigImportItemTypeFailure,
  ExternalAgentConfigImportItemTypeSuccess,
  ExternalAgentConfigImportTypeResult,
  ExternalAgentConfigMigrationItem,
  ExternalAgentConfigMigrationItemType,
  ExternalAgentDetectedConnectorCandidate,
  ExternalAgentDetectedConnectorSource,
  ExternalAgentImportedConnectorCandidate,
  ExternalAgentImportedConnectorSource,
  HookMigration,
  McpServerMigration,
  MigrationDetails,
  PluginsMigration,
  SessionMigration,
  SkillMigration,
  SubagentMigration,
];

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
  /* @__PURE__ */ rt.define<ExternalAgentConfigDetectParams>(
    'ExternalAgentConfigDetectParams',
    refs,
    '[o,{},{cwds:["?",[a,s]],includeHome:b,maxSessionAgeDays:["?",i],maxSessions:["?",i],migrationSource:["?",s],source:["?",s]}]',
  );

export type ExternalAgentConfigDetectResponse = {
  connectors?: Array<ExternalAgentDetectedConnectorCandidate>;
  items: Array<ExternalAgentConfigMigrationItem>;
};
export const ExternalAgentConfigDetectResponse: t.Type<ExternalAgentConfigDetectResponse> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigDetectResponse>(
    'ExternalAgentConfigDetectResponse',
    refs,
    '[o,{items:[a,7]},{connectors:[a,9]}]',
  );

export type ExternalAgentConfigImportCompletedNotification = {
  importId: string;
  itemTypeResults: Array<ExternalAgentConfigImportTypeResult>;
};
export const ExternalAgentConfigImportCompletedNotification: t.Type<ExternalAgentConfigImportCompletedNotification> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportCompletedNotification>(
    'ExternalAgentConfigImportCompletedNotification',
    refs,
    '[o,{importId:s,itemTypeResults:[a,6]}]',
  );

export type ExternalAgentConfigImportHistoriesReadResponse = {
  connectors: Array<ExternalAgentImportedConnectorCandidate>;
  data: Array<ExternalAgentConfigImportHistory>;
};
export const ExternalAgentConfigImportHistoriesReadResponse: t.Type<ExternalAgentConfigImportHistoriesReadResponse> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportHistoriesReadResponse>(
    'ExternalAgentConfigImportHistoriesReadResponse',
    refs,
    '[o,{connectors:[a,11],data:[a,1]}]',
  );

export type ExternalAgentConfigImportHistory = {
  completedAtMs: number;
  failures: Array<ExternalAgentConfigImportItemTypeFailure>;
  importId: string;
  providerId?: string | null;
  successes: Array<ExternalAgentConfigImportItemTypeSuccess>;
};
export const ExternalAgentConfigImportHistory: t.Type<ExternalAgentConfigImportHistory> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportHistory>(
    'ExternalAgentConfigImportHistory',
    refs,
    '[o,{completedAtMs:i,failures:[a,4],importId:s,successes:[a,5]},{providerId:["?",s]}]',
  );

export type ExternalAgentConfigImportHistoryRecordParams = {
  /** Completed results grouped by imported item type. */
  itemTypeResults: Array<ExternalAgentConfigImportHistoryRecordTypeResultParams>;
  /** Opaque provider identifier for the externally completed import. */
  providerId: string;
};
export const ExternalAgentConfigImportHistoryRecordParams: t.Type<ExternalAgentConfigImportHistoryRecordParams> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportHistoryRecordParams>(
    'ExternalAgentConfigImportHistoryRecordParams',
    refs,
    '[o,{itemTypeResults:[a,3],providerId:s}]',
  );

export type ExternalAgentConfigImportHistoryRecordResponse = {
  importId: string;
};
export const ExternalAgentConfigImportHistoryRecordResponse: t.Type<ExternalAgentConfigImportHistoryRecordResponse> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportHistoryRecordResponse>(
    'ExternalAgentConfigImportHistoryRecordResponse',
    refs,
    '[o,{importId:s}]',
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
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportHistoryRecordSuccessParams>(
    'ExternalAgentConfigImportHistoryRecordSuccessParams',
    refs,
    '[o,{itemType:8},{cwd:["?",s],source:["?",s],target:["?",s],title:["?",s]}]',
  );

export type ExternalAgentConfigImportHistoryRecordTypeResultParams = {
  failures: Array<ExternalAgentConfigImportItemTypeFailure>;
  itemType: ExternalAgentConfigMigrationItemType;
  successes: Array<ExternalAgentConfigImportHistoryRecordSuccessParams>;
};
export const ExternalAgentConfigImportHistoryRecordTypeResultParams: t.Type<ExternalAgentConfigImportHistoryRecordTypeResultParams> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportHistoryRecordTypeResultParams>(
    'ExternalAgentConfigImportHistoryRecordTypeResultParams',
    refs,
    '[o,{failures:[a,4],itemType:8,successes:[a,2]}]',
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
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportItemTypeFailure>(
    'ExternalAgentConfigImportItemTypeFailure',
    refs,
    '[o,{failureStage:s,itemType:8,message:s},{cwd:["?",s],errorType:["?",s],source:["?",s],subErrorType:["?",s]}]',
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
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportItemTypeSuccess>(
    'ExternalAgentConfigImportItemTypeSuccess',
    refs,
    '[o,{itemType:8},{cwd:["?",s],source:["?",s],target:["?",s],title:["?",s]}]',
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
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportParams>(
    'ExternalAgentConfigImportParams',
    refs,
    '[o,{migrationItems:[a,7]},{migrationSource:["?",s],providerId:["?",s],source:["?",s]}]',
  );

export type ExternalAgentConfigImportProgressNotification = {
  importId: string;
  itemTypeResults: Array<ExternalAgentConfigImportTypeResult>;
};
export const ExternalAgentConfigImportProgressNotification: t.Type<ExternalAgentConfigImportProgressNotification> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportProgressNotification>(
    'ExternalAgentConfigImportProgressNotification',
    refs,
    '[o,{importId:s,itemTypeResults:[a,6]}]',
  );

export type ExternalAgentConfigImportResponse = {
  importId: string;
};
export const ExternalAgentConfigImportResponse: t.Type<ExternalAgentConfigImportResponse> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportResponse>(
    'ExternalAgentConfigImportResponse',
    refs,
    '[o,{importId:s}]',
  );

export type ExternalAgentConfigImportTypeResult = {
  failures: Array<ExternalAgentConfigImportItemTypeFailure>;
  itemType: ExternalAgentConfigMigrationItemType;
  successes: Array<ExternalAgentConfigImportItemTypeSuccess>;
};
export const ExternalAgentConfigImportTypeResult: t.Type<ExternalAgentConfigImportTypeResult> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigImportTypeResult>(
    'ExternalAgentConfigImportTypeResult',
    refs,
    '[o,{failures:[a,4],itemType:8,successes:[a,5]}]',
  );

export type ExternalAgentConfigMigrationItem = {
  /** Null or empty means home-scoped migration; non-empty means repo-scoped migration. */
  cwd?: string | null;
  description: string;
  details?: MigrationDetails | null;
  itemType: ExternalAgentConfigMigrationItemType;
};
export const ExternalAgentConfigMigrationItem: t.Type<ExternalAgentConfigMigrationItem> =
  /* @__PURE__ */ rt.define<ExternalAgentConfigMigrationItem>(
    'ExternalAgentConfigMigrationItem',
    refs,
    '[o,{description:s,itemType:8},{cwd:["?",s],details:["?",15]}]',
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
  /* @__PURE__ */ rt.define<ExternalAgentConfigMigrationItemType>(
    'ExternalAgentConfigMigrationItemType',
    refs,
    '[e,[AGENTS_MD,CONFIG,SKILLS,PLUGINS,MCP_SERVER_CONFIG,SUBAGENTS,HOOKS,COMMANDS,MEMORY,SESSIONS]]',
  );

export type ExternalAgentDetectedConnectorCandidate = {
  name: string;
  sessionCount: number;
  source: ExternalAgentDetectedConnectorSource;
};
export const ExternalAgentDetectedConnectorCandidate: t.Type<ExternalAgentDetectedConnectorCandidate> =
  /* @__PURE__ */ rt.define<ExternalAgentDetectedConnectorCandidate>(
    'ExternalAgentDetectedConnectorCandidate',
    refs,
    '[o,{name:s,sessionCount:i,source:10}]',
  );

export type ExternalAgentDetectedConnectorSource = 'remoteMcpServersConfig' | 'sessionToolUse';
export const ExternalAgentDetectedConnectorSource: t.Type<ExternalAgentDetectedConnectorSource> =
  /* @__PURE__ */ rt.define<ExternalAgentDetectedConnectorSource>(
    'ExternalAgentDetectedConnectorSource',
    refs,
    '[e,[remoteMcpServersConfig,sessionToolUse]]',
  );

export type ExternalAgentImportedConnectorCandidate = {
  name: string;
  sessionCount: number;
  source: ExternalAgentImportedConnectorSource;
};
export const ExternalAgentImportedConnectorCandidate: t.Type<ExternalAgentImportedConnectorCandidate> =
  /* @__PURE__ */ rt.define<ExternalAgentImportedConnectorCandidate>(
    'ExternalAgentImportedConnectorCandidate',
    refs,
    '[o,{name:s,sessionCount:i,source:12}]',
  );

export type ExternalAgentImportedConnectorSource = 'remoteMcpServersConfig';
export const ExternalAgentImportedConnectorSource: t.Type<ExternalAgentImportedConnectorSource> =
  /* @__PURE__ */ rt.define<ExternalAgentImportedConnectorSource>(
    'ExternalAgentImportedConnectorSource',
    refs,
    '[l,remoteMcpServersConfig]',
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
export const MigrationDetails: t.Type<MigrationDetails> =
  /* @__PURE__ */ rt.define<MigrationDetails>(
    'MigrationDetails',
    refs,
    '[o,{},{commands:[a,0],hooks:[a,13],mcpServers:[a,14],memory:[a,s],plugins:[a,16],sessions:[a,17],skills:[a,18],subagents:[a,19]}]',
  );

export type PluginsMigration = {
  marketplaceName: string;
  pluginNames: Array<string>;
};
export const PluginsMigration: t.Type<PluginsMigration> =
  /* @__PURE__ */ rt.define<PluginsMigration>(
    'PluginsMigration',
    refs,
    '[o,{marketplaceName:s,pluginNames:[a,s]}]',
  );

export type SessionMigration = {
  cwd: string;
  path: string;
  title?: string | null;
};
export const SessionMigration: t.Type<SessionMigration> =
  /* @__PURE__ */ rt.define<SessionMigration>(
    'SessionMigration',
    refs,
    '[o,{cwd:s,path:s},{title:["?",s]}]',
  );

export type SkillMigration = {
  name: string;
};
export const SkillMigration: t.Type<SkillMigration> = /* @__PURE__ */ rt.define<SkillMigration>(
  'SkillMigration',
  refs,
  '[o,{name:s}]',
);

export type SubagentMigration = {
  name: string;
};
export const SubagentMigration: t.Type<SubagentMigration> =
  /* @__PURE__ */ rt.define<SubagentMigration>('SubagentMigration', refs, '[o,{name:s}]');
