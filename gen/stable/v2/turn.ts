// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import {
  ApprovalsReviewer,
  AskForApproval,
  FunctionCallOutputBody,
  LegacyAppPathString,
  Personality,
  ReasoningEffort,
  ReasoningSummary,
  SandboxPolicy,
  UserInput,
} from './common.js';

/** Returned when `turn/start` or `turn/steer` is submitted while the current active turn cannot accept same-turn steering, for example `/review` or manual `/compact`. */
export type ActiveTurnNotSteerableCodexErrorInfo = {
  activeTurnNotSteerable: {
    turnKind: NonSteerableTurnKind;
  };
};
/** Returned when `turn/start` or `turn/steer` is submitted while the current active turn cannot accept same-turn steering, for example `/review` or manual `/compact`. */
export const ActiveTurnNotSteerableCodexErrorInfo: t.Type<ActiveTurnNotSteerableCodexErrorInfo> =
  /* @__PURE__ */ rt.lazy('ActiveTurnNotSteerableCodexErrorInfo', () =>
    t.type({ activeTurnNotSteerable: t.type({ turnKind: NonSteerableTurnKind }) }),
  );

/**
 * This translation layer make sure that we expose codex error code in camel case.
 *
 * When an upstream HTTP status is available (for example, from the Responses API or a provider), it is forwarded in `httpStatusCode` on the relevant `codexErrorInfo` variant.
 */
export type CodexErrorInfo =
  | 'contextWindowExceeded'
  | 'sessionBudgetExceeded'
  | 'usageLimitExceeded'
  | 'rateLimitExceeded'
  | 'flexUnavailable'
  | 'serverOverloaded'
  | 'modelNotFound'
  | 'policyCapacityUnavailable'
  | 'cyberPolicy'
  | 'bioPolicy'
  | 'misalignmentPolicyViolation'
  | 'tooManyDenials'
  | 'internalServerError'
  | 'unauthorized'
  | 'badRequest'
  | 'threadRollbackFailed'
  | 'sandboxError'
  | 'other'
  | 'inferenceHookDenied'
  | HttpConnectionFailedCodexErrorInfo
  | ResponseStreamConnectionFailedCodexErrorInfo
  | ResponseStreamDisconnectedCodexErrorInfo
  | ResponseTooManyFailedAttemptsCodexErrorInfo
  | ActiveTurnNotSteerableCodexErrorInfo
  | (string | { [key: string]: unknown });
/**
 * This translation layer make sure that we expose codex error code in camel case.
 *
 * When an upstream HTTP status is available (for example, from the Responses API or a provider), it is forwarded in `httpStatusCode` on the relevant `codexErrorInfo` variant.
 */
export const CodexErrorInfo: t.Type<CodexErrorInfo> = /* @__PURE__ */ rt.lazy(
  'CodexErrorInfo',
  () =>
    t.union([
      rt.openEnum(
        t.keyof({
          contextWindowExceeded: null,
          sessionBudgetExceeded: null,
          usageLimitExceeded: null,
          rateLimitExceeded: null,
          flexUnavailable: null,
          serverOverloaded: null,
          modelNotFound: null,
          policyCapacityUnavailable: null,
          cyberPolicy: null,
          bioPolicy: null,
          misalignmentPolicyViolation: null,
          tooManyDenials: null,
          internalServerError: null,
          unauthorized: null,
          badRequest: null,
          threadRollbackFailed: null,
          sandboxError: null,
          other: null,
        }),
      ),
      t.literal('inferenceHookDenied'),
      HttpConnectionFailedCodexErrorInfo,
      ResponseStreamConnectionFailedCodexErrorInfo,
      ResponseStreamDisconnectedCodexErrorInfo,
      ResponseTooManyFailedAttemptsCodexErrorInfo,
      ActiveTurnNotSteerableCodexErrorInfo,
      t.union([t.string, t.record(t.string, rt.jsonValue)]),
    ]),
);

export type ErrorNotification = {
  error: TurnError;
  threadId: string;
  turnId: string;
  willRetry: boolean;
};
export const ErrorNotification: t.Type<ErrorNotification> = /* @__PURE__ */ rt.lazy(
  'ErrorNotification',
  () => t.type({ error: TurnError, threadId: t.string, turnId: t.string, willRetry: t.boolean }),
);

export type HttpConnectionFailedCodexErrorInfo = {
  httpConnectionFailed: {
    httpStatusCode?: number | null;
  };
};
export const HttpConnectionFailedCodexErrorInfo: t.Type<HttpConnectionFailedCodexErrorInfo> =
  /* @__PURE__ */ rt.lazy('HttpConnectionFailedCodexErrorInfo', () =>
    t.type({ httpConnectionFailed: t.partial({ httpStatusCode: rt.nullable(rt.integer) }) }),
  );

export type MisalignmentErrorDetails = {
  /** A substantive localized explanation is required before offering continuation. */
  detailedExplanation?: string | null;
  /** Open-ended classification; clients must accept categories added by Responses. */
  errorType?: string | null;
  /** Opaque server-issued block target. Presence alone does not enable target-based continuation. */
  reviewTarget?: string | null;
  /** Instruction to submit as the next turn's user input if continuation is confirmed. */
  steer?: MisalignmentSteer | null;
};
export const MisalignmentErrorDetails: t.Type<MisalignmentErrorDetails> = /* @__PURE__ */ rt.lazy(
  'MisalignmentErrorDetails',
  () =>
    t.partial({
      detailedExplanation: rt.nullable(t.string),
      errorType: rt.nullable(t.string),
      reviewTarget: rt.nullable(t.string),
      steer: rt.nullable(MisalignmentSteer),
    }),
);

export type MisalignmentSteer = {
  message: string;
};
export const MisalignmentSteer: t.Type<MisalignmentSteer> = /* @__PURE__ */ rt.lazy(
  'MisalignmentSteer',
  () => t.type({ message: t.string }),
);

export type NonSteerableTurnKind = 'review' | 'compact';
export const NonSteerableTurnKind: t.Type<NonSteerableTurnKind> = /* @__PURE__ */ rt.lazy(
  'NonSteerableTurnKind',
  () => rt.openEnum(t.keyof({ review: null, compact: null })),
);

/** Failed to connect to the response SSE stream. */
export type ResponseStreamConnectionFailedCodexErrorInfo = {
  responseStreamConnectionFailed: {
    httpStatusCode?: number | null;
  };
};
/** Failed to connect to the response SSE stream. */
export const ResponseStreamConnectionFailedCodexErrorInfo: t.Type<ResponseStreamConnectionFailedCodexErrorInfo> =
  /* @__PURE__ */ rt.lazy('ResponseStreamConnectionFailedCodexErrorInfo', () =>
    t.type({
      responseStreamConnectionFailed: t.partial({ httpStatusCode: rt.nullable(rt.integer) }),
    }),
  );

/** The response SSE stream disconnected in the middle of a turn before completion. */
export type ResponseStreamDisconnectedCodexErrorInfo = {
  responseStreamDisconnected: {
    httpStatusCode?: number | null;
  };
};
/** The response SSE stream disconnected in the middle of a turn before completion. */
export const ResponseStreamDisconnectedCodexErrorInfo: t.Type<ResponseStreamDisconnectedCodexErrorInfo> =
  /* @__PURE__ */ rt.lazy('ResponseStreamDisconnectedCodexErrorInfo', () =>
    t.type({ responseStreamDisconnected: t.partial({ httpStatusCode: rt.nullable(rt.integer) }) }),
  );

/** Reached the retry limit for responses. */
export type ResponseTooManyFailedAttemptsCodexErrorInfo = {
  responseTooManyFailedAttempts: {
    httpStatusCode?: number | null;
  };
};
/** Reached the retry limit for responses. */
export const ResponseTooManyFailedAttemptsCodexErrorInfo: t.Type<ResponseTooManyFailedAttemptsCodexErrorInfo> =
  /* @__PURE__ */ rt.lazy('ResponseTooManyFailedAttemptsCodexErrorInfo', () =>
    t.type({
      responseTooManyFailedAttempts: t.partial({ httpStatusCode: rt.nullable(rt.integer) }),
    }),
  );

/** Notification that the turn-level unified diff has changed. Contains the latest aggregated diff across all file changes in the turn. */
export type TurnDiffUpdatedNotification = {
  diff: string;
  threadId: string;
  turnId: string;
};
/** Notification that the turn-level unified diff has changed. Contains the latest aggregated diff across all file changes in the turn. */
export const TurnDiffUpdatedNotification: t.Type<TurnDiffUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('TurnDiffUpdatedNotification', () =>
    t.type({ diff: t.string, threadId: t.string, turnId: t.string }),
  );

export type TurnEnvironmentParams = {
  cwd: LegacyAppPathString;
  environmentId: string;
  /** Environment-native runtime workspace roots. Omitted defaults to `cwd`. */
  runtimeWorkspaceRoots?: Array<LegacyAppPathString> | null;
};
export const TurnEnvironmentParams: t.Type<TurnEnvironmentParams> = /* @__PURE__ */ rt.lazy(
  'TurnEnvironmentParams',
  () =>
    t.intersection([
      t.type({ cwd: LegacyAppPathString, environmentId: t.string }),
      t.partial({ runtimeWorkspaceRoots: rt.nullable(t.array(LegacyAppPathString)) }),
    ]),
);

export type TurnError = {
  additionalDetails?: string | null;
  codexErrorInfo?: CodexErrorInfo | null;
  message: string;
  /** Optional public explanation and continuation instruction for a misalignment block. */
  misalignment?: MisalignmentErrorDetails | null;
};
export const TurnError: t.Type<TurnError> = /* @__PURE__ */ rt.lazy('TurnError', () =>
  t.intersection([
    t.type({ message: t.string }),
    t.partial({
      additionalDetails: rt.nullable(t.string),
      codexErrorInfo: rt.nullable(CodexErrorInfo),
      misalignment: rt.nullable(MisalignmentErrorDetails),
    }),
  ]),
);

export type TurnInterruptParams = {
  threadId: string;
  turnId: string;
};
export const TurnInterruptParams: t.Type<TurnInterruptParams> = /* @__PURE__ */ rt.lazy(
  'TurnInterruptParams',
  () => t.type({ threadId: t.string, turnId: t.string }),
);

export type TurnInterruptResponse = { [key: string]: unknown };
export const TurnInterruptResponse: t.Type<TurnInterruptResponse> = /* @__PURE__ */ rt.lazy(
  'TurnInterruptResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type TurnItemsView = 'notLoaded' | 'summary' | 'full';
export const TurnItemsView: t.Type<TurnItemsView> = /* @__PURE__ */ rt.lazy('TurnItemsView', () =>
  rt.openEnum(t.keyof({ notLoaded: null, summary: null, full: null })),
);

export type TurnModerationMetadataNotification = {
  metadata: unknown;
  threadId: string;
  turnId: string;
};
export const TurnModerationMetadataNotification: t.Type<TurnModerationMetadataNotification> =
  /* @__PURE__ */ rt.lazy('TurnModerationMetadataNotification', () =>
    t.type({ metadata: rt.jsonValue, threadId: t.string, turnId: t.string }),
  );

export type TurnPlanStep = {
  status: TurnPlanStepStatus;
  step: string;
};
export const TurnPlanStep: t.Type<TurnPlanStep> = /* @__PURE__ */ rt.lazy('TurnPlanStep', () =>
  t.type({ status: TurnPlanStepStatus, step: t.string }),
);

export type TurnPlanStepStatus = 'pending' | 'inProgress' | 'completed';
export const TurnPlanStepStatus: t.Type<TurnPlanStepStatus> = /* @__PURE__ */ rt.lazy(
  'TurnPlanStepStatus',
  () => rt.openEnum(t.keyof({ pending: null, inProgress: null, completed: null })),
);

export type TurnPlanUpdatedNotification = {
  explanation?: string | null;
  plan: Array<TurnPlanStep>;
  threadId: string;
  turnId: string;
};
export const TurnPlanUpdatedNotification: t.Type<TurnPlanUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('TurnPlanUpdatedNotification', () =>
    t.intersection([
      t.type({ plan: t.array(TurnPlanStep), threadId: t.string, turnId: t.string }),
      t.partial({ explanation: rt.nullable(t.string) }),
    ]),
  );

export type TurnStartParams = {
  /** Override the approval policy for this turn and subsequent turns. */
  approvalPolicy?: AskForApproval | null;
  /** Override where approval requests are routed for review on this turn and subsequent turns. */
  approvalsReviewer?: ApprovalsReviewer | null;
  clientUserMessageId?: string | null;
  /** Override the working directory for this turn and subsequent turns. */
  cwd?: string | null;
  /** Replace this thread's disabled plugin IDs. Omitted/null preserves the list; [] clears it. */
  disabledPluginIds?: Array<string> | null;
  /** Override the reasoning effort for this turn and subsequent turns. */
  effort?: ReasoningEffort | null;
  input: Array<UserInput>;
  /** Override the model for this turn and subsequent turns. */
  model?: string | null;
  /** Optional JSON Schema used to constrain the final assistant message for this turn. */
  outputSchema?: unknown;
  /**
   * ID of the turn that caused this new turn to start.
   *
   * Set this when starting work on behalf of another turn, such as delegated work in a different thread. Leave unset for work started directly by the user. Ignored when this request adds input to an active turn.
   */
  parentTurnId?: string | null;
  /** @deprecated `friendly` and `pragmatic` no longer select a style. Changing this does not rewrite the thread's existing instructions. */
  personality?: Personality | null;
  /**
   * ID of the first turn in the chain of work that led to this new turn.
   *
   * When setting `parentTurnId`, set this to the parent turn's `rootTurnId` when known. This keeps descendant work attributed to the original turn. If omitted, the new turn becomes its own root. Ignored when this request adds input to an active turn.
   */
  rootTurnId?: string | null;
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
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        clientUserMessageId: rt.nullable(t.string),
        cwd: rt.nullable(t.string),
        disabledPluginIds: rt.nullable(t.array(t.string)),
        effort: rt.nullable(ReasoningEffort),
        model: rt.nullable(t.string),
        outputSchema: rt.jsonValue,
        parentTurnId: rt.nullable(t.string),
        personality: rt.nullable(Personality),
        rootTurnId: rt.nullable(t.string),
        sandboxPolicy: rt.nullable(SandboxPolicy),
        serviceTier: rt.nullable(t.string),
        serviceTierForTurn: rt.nullable(t.string),
        summary: rt.nullable(ReasoningSummary),
        toolOutput: rt.nullable(TurnToolOutput),
        turnTrigger: rt.nullable(t.string),
      }),
    ]),
);

export type TurnStatus = 'completed' | 'interrupted' | 'failed' | 'inProgress';
export const TurnStatus: t.Type<TurnStatus> = /* @__PURE__ */ rt.lazy('TurnStatus', () =>
  rt.openEnum(t.keyof({ completed: null, interrupted: null, failed: null, inProgress: null })),
);

export type TurnSteerParams = {
  clientUserMessageId?: string | null;
  /** Required active turn id precondition. The request fails when it does not match the currently active turn. */
  expectedTurnId: string;
  input: Array<UserInput>;
  threadId: string;
};
export const TurnSteerParams: t.Type<TurnSteerParams> = /* @__PURE__ */ rt.lazy(
  'TurnSteerParams',
  () =>
    t.intersection([
      t.type({ expectedTurnId: t.string, input: t.array(UserInput), threadId: t.string }),
      t.partial({ clientUserMessageId: rt.nullable(t.string) }),
    ]),
);

export type TurnSteerResponse = {
  turnId: string;
};
export const TurnSteerResponse: t.Type<TurnSteerResponse> = /* @__PURE__ */ rt.lazy(
  'TurnSteerResponse',
  () => t.type({ turnId: t.string }),
);

export type TurnToolOutput = {
  name: string;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  /** Requests retention of this output in the thread's model history. */
  retain?: boolean;
};
export const TurnToolOutput: t.Type<TurnToolOutput> = /* @__PURE__ */ rt.lazy(
  'TurnToolOutput',
  () =>
    t.intersection([
      t.type({ name: t.string, output: FunctionCallOutputBody }),
      t.partial({ namespace: rt.nullable(t.string), retain: t.boolean }),
    ]),
);
