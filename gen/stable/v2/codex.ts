// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

/** Returned when `turn/start` or `turn/steer` is submitted while the current active turn cannot accept same-turn steering, for example `/review` or manual `/compact`. */
export type ActiveTurnNotSteerableCodexErrorInfo = {
  activeTurnNotSteerable: {
    turnKind: NonSteerableTurnKind;
  };
};
/** Returned when `turn/start` or `turn/steer` is submitted while the current active turn cannot accept same-turn steering, for example `/review` or manual `/compact`. */
export const ActiveTurnNotSteerableCodexErrorInfo: t.Type<ActiveTurnNotSteerableCodexErrorInfo> =
  /* @__PURE__ */ rt.deferred('ActiveTurnNotSteerableCodexErrorInfo', () =>
    rt.object<ActiveTurnNotSteerableCodexErrorInfo>('ActiveTurnNotSteerableCodexErrorInfo', {
      activeTurnNotSteerable: rt.object(
        'ActiveTurnNotSteerableCodexErrorInfo.activeTurnNotSteerable',
        { turnKind: rt.ref('NonSteerableTurnKind', () => NonSteerableTurnKind) },
      ),
    }),
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
export const CodexErrorInfo: t.Type<CodexErrorInfo> = /* @__PURE__ */ rt.deferred(
  'CodexErrorInfo',
  () =>
    rt.union<CodexErrorInfo>('CodexErrorInfo', [
      rt.enumeration('CodexErrorInfo|0', [
        'contextWindowExceeded',
        'sessionBudgetExceeded',
        'usageLimitExceeded',
        'rateLimitExceeded',
        'flexUnavailable',
        'serverOverloaded',
        'modelNotFound',
        'policyCapacityUnavailable',
        'cyberPolicy',
        'bioPolicy',
        'misalignmentPolicyViolation',
        'tooManyDenials',
        'internalServerError',
        'unauthorized',
        'badRequest',
        'threadRollbackFailed',
        'sandboxError',
        'other',
      ]),
      rt.literal('inferenceHookDenied'),
      rt.ref('HttpConnectionFailedCodexErrorInfo', () => HttpConnectionFailedCodexErrorInfo),
      rt.ref(
        'ResponseStreamConnectionFailedCodexErrorInfo',
        () => ResponseStreamConnectionFailedCodexErrorInfo,
      ),
      rt.ref(
        'ResponseStreamDisconnectedCodexErrorInfo',
        () => ResponseStreamDisconnectedCodexErrorInfo,
      ),
      rt.ref(
        'ResponseTooManyFailedAttemptsCodexErrorInfo',
        () => ResponseTooManyFailedAttemptsCodexErrorInfo,
      ),
      rt.ref('ActiveTurnNotSteerableCodexErrorInfo', () => ActiveTurnNotSteerableCodexErrorInfo),
      rt.union('CodexErrorInfo|7', [rt.string, rt.record(rt.unknownValue)]),
    ]),
);

export type CodexResponseHandoffMode = 'thinking' | 'commentary' | 'bemTags';
export const CodexResponseHandoffMode: t.Type<CodexResponseHandoffMode> =
  /* @__PURE__ */ rt.deferred('CodexResponseHandoffMode', () =>
    rt.enumeration<CodexResponseHandoffMode>('CodexResponseHandoffMode', [
      'thinking',
      'commentary',
      'bemTags',
    ]),
  );

export type HttpConnectionFailedCodexErrorInfo = {
  httpConnectionFailed: {
    httpStatusCode?: number | null;
  };
};
export const HttpConnectionFailedCodexErrorInfo: t.Type<HttpConnectionFailedCodexErrorInfo> =
  /* @__PURE__ */ rt.deferred('HttpConnectionFailedCodexErrorInfo', () =>
    rt.object<HttpConnectionFailedCodexErrorInfo>('HttpConnectionFailedCodexErrorInfo', {
      httpConnectionFailed: rt.object(
        'HttpConnectionFailedCodexErrorInfo.httpConnectionFailed',
        {},
        { httpStatusCode: rt.nullable(rt.integer) },
      ),
    }),
  );

export type NonSteerableTurnKind = 'review' | 'compact';
export const NonSteerableTurnKind: t.Type<NonSteerableTurnKind> = /* @__PURE__ */ rt.deferred(
  'NonSteerableTurnKind',
  () => rt.enumeration<NonSteerableTurnKind>('NonSteerableTurnKind', ['review', 'compact']),
);

/** Failed to connect to the response SSE stream. */
export type ResponseStreamConnectionFailedCodexErrorInfo = {
  responseStreamConnectionFailed: {
    httpStatusCode?: number | null;
  };
};
/** Failed to connect to the response SSE stream. */
export const ResponseStreamConnectionFailedCodexErrorInfo: t.Type<ResponseStreamConnectionFailedCodexErrorInfo> =
  /* @__PURE__ */ rt.deferred('ResponseStreamConnectionFailedCodexErrorInfo', () =>
    rt.object<ResponseStreamConnectionFailedCodexErrorInfo>(
      'ResponseStreamConnectionFailedCodexErrorInfo',
      {
        responseStreamConnectionFailed: rt.object(
          'ResponseStreamConnectionFailedCodexErrorInfo.responseStreamConnectionFailed',
          {},
          { httpStatusCode: rt.nullable(rt.integer) },
        ),
      },
    ),
  );

/** The response SSE stream disconnected in the middle of a turn before completion. */
export type ResponseStreamDisconnectedCodexErrorInfo = {
  responseStreamDisconnected: {
    httpStatusCode?: number | null;
  };
};
/** The response SSE stream disconnected in the middle of a turn before completion. */
export const ResponseStreamDisconnectedCodexErrorInfo: t.Type<ResponseStreamDisconnectedCodexErrorInfo> =
  /* @__PURE__ */ rt.deferred('ResponseStreamDisconnectedCodexErrorInfo', () =>
    rt.object<ResponseStreamDisconnectedCodexErrorInfo>(
      'ResponseStreamDisconnectedCodexErrorInfo',
      {
        responseStreamDisconnected: rt.object(
          'ResponseStreamDisconnectedCodexErrorInfo.responseStreamDisconnected',
          {},
          { httpStatusCode: rt.nullable(rt.integer) },
        ),
      },
    ),
  );

/** Reached the retry limit for responses. */
export type ResponseTooManyFailedAttemptsCodexErrorInfo = {
  responseTooManyFailedAttempts: {
    httpStatusCode?: number | null;
  };
};
/** Reached the retry limit for responses. */
export const ResponseTooManyFailedAttemptsCodexErrorInfo: t.Type<ResponseTooManyFailedAttemptsCodexErrorInfo> =
  /* @__PURE__ */ rt.deferred('ResponseTooManyFailedAttemptsCodexErrorInfo', () =>
    rt.object<ResponseTooManyFailedAttemptsCodexErrorInfo>(
      'ResponseTooManyFailedAttemptsCodexErrorInfo',
      {
        responseTooManyFailedAttempts: rt.object(
          'ResponseTooManyFailedAttemptsCodexErrorInfo.responseTooManyFailedAttempts',
          {},
          { httpStatusCode: rt.nullable(rt.integer) },
        ),
      },
    ),
  );
