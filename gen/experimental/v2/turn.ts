// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { AbsolutePathBuf } from '../../stable/shared/common.js';
import {
  AdditionalContextEntry,
  ApprovalsReviewer,
  AskForApproval,
  MultiAgentMode,
  Personality,
  ReasoningEffort,
  ReasoningSummary,
  SandboxPolicy,
  UserInput,
} from '../../stable/v2/common.js';
import { CyberAccessProgram } from '../../stable/v2/model.js';
import { CollaborationMode } from '../../stable/v2/thread.js';
import { TurnEnvironmentParams, TurnToolOutput } from '../../stable/v2/turn.js';

/** Experimental settings changes for one running turn, not future turns. Unsupported fields are rejected rather than silently ignored. Any live task kind may accept publication. Child sessions and consumers of frozen initial settings are unchanged. */
export type TurnSettingsUpdateParams = {
  /** Changes the active turn's reviewer without changing future thread settings. Already captured steps and pending approvals retain their original reviewer. */
  approvalsReviewer?: ApprovalsReviewer | null;
  /** Omission or `null` leaves the effort unchanged. */
  effort?: ReasoningEffort | null;
  /** Replace the environments for subsequent steps of this turn, not future turns. Omitted/null preserves the selection; [] clears it. An already-started step is unchanged. */
  environments?: Array<TurnEnvironmentParams> | null;
  /** Omission or `null` leaves the model unchanged. */
  model?: string | null;
  /** `null` clears the requested tier; omission leaves it unchanged. */
  serviceTier?: string | null;
  /** Omission or `null` leaves the summary preference unchanged. */
  summary?: ReasoningSummary | null;
  threadId: string;
  turnId: string;
};
/** Experimental settings changes for one running turn, not future turns. Unsupported fields are rejected rather than silently ignored. Any live task kind may accept publication. Child sessions and consumers of frozen initial settings are unchanged. */
export const TurnSettingsUpdateParams: t.Type<TurnSettingsUpdateParams> = /* @__PURE__ */ rt.lazy(
  'TurnSettingsUpdateParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string, turnId: t.string }),
      t.partial({
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        effort: rt.nullable(ReasoningEffort),
        environments: rt.nullable(t.array(TurnEnvironmentParams)),
        model: rt.nullable(t.string),
        serviceTier: rt.nullable(t.string),
        summary: rt.nullable(ReasoningSummary),
      }),
    ]),
);

export type TurnSettingsUpdateResponse = {
  status: TurnSettingsUpdateStatus;
};
export const TurnSettingsUpdateResponse: t.Type<TurnSettingsUpdateResponse> =
  /* @__PURE__ */ rt.lazy('TurnSettingsUpdateResponse', () =>
    t.type({ status: TurnSettingsUpdateStatus }),
  );

export type TurnSettingsUpdateStatus = 'applied' | 'targetUnavailable';
export const TurnSettingsUpdateStatus: t.Type<TurnSettingsUpdateStatus> = /* @__PURE__ */ rt.lazy(
  'TurnSettingsUpdateStatus',
  () => rt.openEnum(t.keyof({ applied: null, targetUnavailable: null })),
);

export type TurnStartParams = {
  /** Optional client-provided context fragments keyed by an opaque source identifier. */
  additionalContext?: { [key: string]: AdditionalContextEntry } | null;
  /** Override the approval policy for this turn and subsequent turns. */
  approvalPolicy?: AskForApproval | null;
  /** Override where approval requests are routed for review on this turn and subsequent turns. */
  approvalsReviewer?: ApprovalsReviewer | null;
  clientUserMessageId?: string | null;
  /**
   * EXPERIMENTAL - Set a pre-set collaboration mode. Takes precedence over model, reasoning_effort, and developer instructions if set.
   *
   * For `collaboration_mode.settings.developer_instructions`, `null` means "use the built-in instructions for the selected mode".
   */
  collaborationMode?: CollaborationMode | null;
  /** Override the working directory for this turn and subsequent turns. */
  cwd?: string | null;
  /** EXPERIMENTAL - Request an authorized cyber program for this turn. Omission preserves automatic behavior. This does not grant access. */
  cyberAccessProgram?: CyberAccessProgram | null;
  /** Replace this thread's disabled plugin IDs. Omitted/null preserves the list; [] clears it. */
  disabledPluginIds?: Array<string> | null;
  /** Override the reasoning effort for this turn and subsequent turns. */
  effort?: ReasoningEffort | null;
  /**
   * Optional environments for this turn and subsequent turns.
   *
   * Omitted uses the thread sticky environments. Empty disables environment access for this turn. Non-empty selects the first environment as the current turn environment for this turn.
   */
  environments?: Array<TurnEnvironmentParams> | null;
  input: Array<UserInput>;
  /** Override the model for this turn and subsequent turns. */
  model?: string | null;
  /** @deprecated Ignored. Use `effort: "ultra"` for proactive multi-agent behavior. */
  multiAgentMode?: MultiAgentMode | null;
  /** Optional JSON Schema used to constrain the final assistant message for this turn. */
  outputSchema?: unknown;
  /**
   * ID of the turn that caused this new turn to start.
   *
   * Set this when starting work on behalf of another turn, such as delegated work in a different thread. Leave unset for work started directly by the user. Ignored when this request adds input to an active turn.
   */
  parentTurnId?: string | null;
  /** Select a named permissions profile id for this turn and subsequent turns. Cannot be combined with `sandboxPolicy`. */
  permissions?: string | null;
  /** @deprecated `friendly` and `pragmatic` no longer select a style. Changing this does not rewrite the thread's existing instructions. */
  personality?: Personality | null;
  /**
   * Optional metadata to enrich Codex's ResponsesAPI turn metadata. Replaces unprotected client-provided entries when supplied; an empty map clears them.
   *
   * Entries are flattened into the JSON string sent as `client_metadata["x-codex-turn-metadata"]` on ResponsesAPI HTTP and websocket requests.
   *
   * They are not sent as top-level ResponsesAPI `client_metadata` keys, and reserved keys such as `session_id`, `thread_id`, `turn_id`, and `window_id` cannot be overridden.
   */
  responsesapiClientMetadata?: { [key: string]: string } | null;
  /** Merge entries into the ResponsesAPI turn metadata without removing existing entries. Applied after `responsesapiClientMetadata` if both are provided; reserved keys remain protected. */
  responsesapiClientMetadataPatch?: { [key: string]: string } | null;
  /**
   * ID of the first turn in the chain of work that led to this new turn.
   *
   * When setting `parentTurnId`, set this to the parent turn's `rootTurnId` when known. This keeps descendant work attributed to the original turn. If omitted, the new turn becomes its own root. Ignored when this request adds input to an active turn.
   */
  rootTurnId?: string | null;
  /** Replace the thread's runtime workspace roots for this turn and subsequent turns. Paths must be absolute. */
  runtimeWorkspaceRoots?: Array<AbsolutePathBuf> | null;
  /** Override the sandbox policy for this turn and subsequent turns. */
  sandboxPolicy?: SandboxPolicy | null;
  /** Override the service tier for this turn and subsequent turns. */
  serviceTier?: string | null;
  /** Override the service tier only when this request starts a new turn. Use "default" for standard speed. Omitted or null inherits the thread's tier. Does not change the thread's tier or a turn being steered. */
  serviceTierForTurn?: string | null;
  /** Override the reasoning summary for this turn and subsequent turns. */
  summary?: ReasoningSummary | null;
  threadId: string;
  toolOutput?: TurnToolOutput | null;
  /** Optional source classification for the caller that starts this turn. Ignored when this request steers an already-active turn. */
  turnTrigger?: string | null;
};
export const TurnStartParams: t.Type<TurnStartParams> = /* @__PURE__ */ rt.lazy(
  'TurnStartParams',
  () =>
    t.intersection([
      t.type({ input: t.array(UserInput), threadId: t.string }),
      t.partial({
        additionalContext: rt.nullable(t.record(t.string, AdditionalContextEntry)),
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        clientUserMessageId: rt.nullable(t.string),
        collaborationMode: rt.nullable(CollaborationMode),
        cwd: rt.nullable(t.string),
        cyberAccessProgram: rt.nullable(CyberAccessProgram),
        disabledPluginIds: rt.nullable(t.array(t.string)),
        effort: rt.nullable(ReasoningEffort),
        environments: rt.nullable(t.array(TurnEnvironmentParams)),
        model: rt.nullable(t.string),
        multiAgentMode: rt.nullable(MultiAgentMode),
        outputSchema: rt.jsonValue,
        parentTurnId: rt.nullable(t.string),
        permissions: rt.nullable(t.string),
        personality: rt.nullable(Personality),
        responsesapiClientMetadata: rt.nullable(t.record(t.string, t.string)),
        responsesapiClientMetadataPatch: rt.nullable(t.record(t.string, t.string)),
        rootTurnId: rt.nullable(t.string),
        runtimeWorkspaceRoots: rt.nullable(t.array(AbsolutePathBuf)),
        sandboxPolicy: rt.nullable(SandboxPolicy),
        serviceTier: rt.nullable(t.string),
        serviceTierForTurn: rt.nullable(t.string),
        summary: rt.nullable(ReasoningSummary),
        toolOutput: rt.nullable(TurnToolOutput),
        turnTrigger: rt.nullable(t.string),
      }),
    ]),
);

export type TurnSteerParams = {
  /** Optional client-provided context fragments keyed by an opaque source identifier. */
  additionalContext?: { [key: string]: AdditionalContextEntry } | null;
  clientUserMessageId?: string | null;
  /** Required active turn id precondition. The request fails when it does not match the currently active turn. */
  expectedTurnId: string;
  input: Array<UserInput>;
  /**
   * Optional metadata to enrich Codex's ResponsesAPI turn metadata. Replaces unprotected client-provided entries when supplied; an empty map clears them.
   *
   * Entries are flattened into the JSON string sent as `client_metadata["x-codex-turn-metadata"]` on ResponsesAPI HTTP and websocket requests.
   *
   * They are not sent as top-level ResponsesAPI `client_metadata` keys, and reserved keys such as `session_id`, `thread_id`, `turn_id`, and `window_id` cannot be overridden.
   */
  responsesapiClientMetadata?: { [key: string]: string } | null;
  /** Merge entries into the ResponsesAPI turn metadata without removing existing entries. Applied after `responsesapiClientMetadata` if both are provided; reserved keys remain protected. */
  responsesapiClientMetadataPatch?: { [key: string]: string } | null;
  threadId: string;
};
export const TurnSteerParams: t.Type<TurnSteerParams> = /* @__PURE__ */ rt.lazy(
  'TurnSteerParams',
  () =>
    t.intersection([
      t.type({ expectedTurnId: t.string, input: t.array(UserInput), threadId: t.string }),
      t.partial({
        additionalContext: rt.nullable(t.record(t.string, AdditionalContextEntry)),
        clientUserMessageId: rt.nullable(t.string),
        responsesapiClientMetadata: rt.nullable(t.record(t.string, t.string)),
        responsesapiClientMetadataPatch: rt.nullable(t.record(t.string, t.string)),
      }),
    ]),
);
