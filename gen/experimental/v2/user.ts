// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { RequestId } from '../../stable/shared/common.js';

export type CancelledUserVerificationErrorDetails = {
  reason: UserVerificationCancellationReason;
  type: 'cancelled';
};
export const CancelledUserVerificationErrorDetails: t.Type<CancelledUserVerificationErrorDetails> =
  /* @__PURE__ */ rt.lazy('CancelledUserVerificationErrorDetails', () =>
    t.type({ reason: UserVerificationCancellationReason, type: t.literal('cancelled') }),
  );

export type FailedUserVerificationErrorDetails = {
  reason: UserVerificationFailureReason;
  type: 'failed';
};
export const FailedUserVerificationErrorDetails: t.Type<FailedUserVerificationErrorDetails> =
  /* @__PURE__ */ rt.lazy('FailedUserVerificationErrorDetails', () =>
    t.type({ reason: UserVerificationFailureReason, type: t.literal('failed') }),
  );

export type InvalidRequestUserVerificationErrorDetails = {
  reason: UserVerificationInvalidRequestReason;
  type: 'invalidRequest';
};
export const InvalidRequestUserVerificationErrorDetails: t.Type<InvalidRequestUserVerificationErrorDetails> =
  /* @__PURE__ */ rt.lazy('InvalidRequestUserVerificationErrorDetails', () =>
    t.type({ reason: UserVerificationInvalidRequestReason, type: t.literal('invalidRequest') }),
  );

export type UnavailableUserVerificationErrorDetails = {
  reason: UserVerificationUnavailableReason;
  type: 'unavailable';
};
export const UnavailableUserVerificationErrorDetails: t.Type<UnavailableUserVerificationErrorDetails> =
  /* @__PURE__ */ rt.lazy('UnavailableUserVerificationErrorDetails', () =>
    t.type({ reason: UserVerificationUnavailableReason, type: t.literal('unavailable') }),
  );

export type UserVerificationBiometricType = 'fingerprint';
export const UserVerificationBiometricType: t.Type<UserVerificationBiometricType> =
  /* @__PURE__ */ rt.lazy('UserVerificationBiometricType', () => t.literal('fingerprint'));

/** Cancels a native verification RPC issued on this connection, not an elicitation. Use a fresh request ID for each operation and a distinct ID for this cancellation RPC. */
export type UserVerificationCancelParams = {
  requestId: RequestId;
};
/** Cancels a native verification RPC issued on this connection, not an elicitation. Use a fresh request ID for each operation and a distinct ID for this cancellation RPC. */
export const UserVerificationCancelParams: t.Type<UserVerificationCancelParams> =
  /* @__PURE__ */ rt.lazy('UserVerificationCancelParams', () => t.type({ requestId: RequestId }));

/** Acknowledges the cancellation signal; native work may still be finishing. Unknown or finished requests are a no-op, and completed effects are not rolled back. */
export type UserVerificationCancelResponse = { [key: string]: unknown };
/** Acknowledges the cancellation signal; native work may still be finishing. Unknown or finished requests are a no-op, and completed effects are not rolled back. */
export const UserVerificationCancelResponse: t.Type<UserVerificationCancelResponse> =
  /* @__PURE__ */ rt.lazy('UserVerificationCancelResponse', () => t.record(t.string, rt.jsonValue));

export type UserVerificationCancellationReason = 'userCancelled' | 'interrupted';
export const UserVerificationCancellationReason: t.Type<UserVerificationCancellationReason> =
  /* @__PURE__ */ rt.lazy('UserVerificationCancellationReason', () =>
    rt.openEnum(t.keyof({ userCancelled: null, interrupted: null })),
  );

export type UserVerificationDeleteParams = { [key: string]: unknown };
export const UserVerificationDeleteParams: t.Type<UserVerificationDeleteParams> =
  /* @__PURE__ */ rt.lazy('UserVerificationDeleteParams', () => t.record(t.string, rt.jsonValue));

export type UserVerificationDeleteResponse = { [key: string]: unknown };
export const UserVerificationDeleteResponse: t.Type<UserVerificationDeleteResponse> =
  /* @__PURE__ */ rt.lazy('UserVerificationDeleteResponse', () => t.record(t.string, rt.jsonValue));

export type UserVerificationEnrollParams = { [key: string]: unknown };
export const UserVerificationEnrollParams: t.Type<UserVerificationEnrollParams> =
  /* @__PURE__ */ rt.lazy('UserVerificationEnrollParams', () => t.record(t.string, rt.jsonValue));

/** Public metadata for a created or reused local credential. The caller completes backend registration; this response does not establish server enrollment. Older app-servers omit the metadata fields; callers must check both before registration. */
export type UserVerificationEnrollResponse = {
  algorithm?: string | null;
  credentialId: string;
  /** Unpadded base64url of the SubjectPublicKeyInfo DER encoding. */
  publicKey?: string | null;
};
/** Public metadata for a created or reused local credential. The caller completes backend registration; this response does not establish server enrollment. Older app-servers omit the metadata fields; callers must check both before registration. */
export const UserVerificationEnrollResponse: t.Type<UserVerificationEnrollResponse> =
  /* @__PURE__ */ rt.lazy('UserVerificationEnrollResponse', () =>
    t.intersection([
      t.type({ credentialId: t.string }),
      t.partial({ algorithm: rt.nullable(t.string), publicKey: rt.nullable(t.string) }),
    ]),
  );

/** Closed error categories; native diagnostic payloads must not cross this boundary. */
export type UserVerificationErrorDetails =
  | InvalidRequestUserVerificationErrorDetails
  | UnavailableUserVerificationErrorDetails
  | CancelledUserVerificationErrorDetails
  | FailedUserVerificationErrorDetails;
/** Closed error categories; native diagnostic payloads must not cross this boundary. */
export const UserVerificationErrorDetails: rt.TaggedUnionType<UserVerificationErrorDetails> =
  /* @__PURE__ */ rt.lazyTagged('UserVerificationErrorDetails', () =>
    rt.taggedUnion(
      'type',
      {
        invalidRequest: InvalidRequestUserVerificationErrorDetails,
        unavailable: UnavailableUserVerificationErrorDetails,
        cancelled: CancelledUserVerificationErrorDetails,
        failed: FailedUserVerificationErrorDetails,
      },
      'UserVerificationErrorDetails',
    ),
  );

export type UserVerificationFailureReason =
  | 'authenticationFailed'
  | 'timeout'
  | 'providerError'
  | 'serviceError';
export const UserVerificationFailureReason: t.Type<UserVerificationFailureReason> =
  /* @__PURE__ */ rt.lazy('UserVerificationFailureReason', () =>
    rt.openEnum(
      t.keyof({
        authenticationFailed: null,
        timeout: null,
        providerError: null,
        serviceError: null,
      }),
    ),
  );

export type UserVerificationInvalidRequestReason = 'invalidParams';
export const UserVerificationInvalidRequestReason: t.Type<UserVerificationInvalidRequestReason> =
  /* @__PURE__ */ rt.lazy('UserVerificationInvalidRequestReason', () => t.literal('invalidParams'));

/** A signature over the exact decoded challenge. The verifier validates and consumes it. */
export type UserVerificationProof = {
  credentialId: string;
  /** Unpadded base64url DER ECDSA signature using P-256 and SHA-256. */
  signature: string;
};
/** A signature over the exact decoded challenge. The verifier validates and consumes it. */
export const UserVerificationProof: t.Type<UserVerificationProof> = /* @__PURE__ */ rt.lazy(
  'UserVerificationProof',
  () => t.type({ credentialId: t.string, signature: t.string }),
);

/** The error object inside the normal JSON-RPC envelope. */
export type UserVerificationRpcError = {
  code: number;
  data: UserVerificationErrorDetails;
  message: string;
};
/** The error object inside the normal JSON-RPC envelope. */
export const UserVerificationRpcError: t.Type<UserVerificationRpcError> = /* @__PURE__ */ rt.lazy(
  'UserVerificationRpcError',
  () => t.type({ code: rt.integer, data: UserVerificationErrorDetails, message: t.string }),
);

export type UserVerificationStatusParams = { [key: string]: unknown };
export const UserVerificationStatusParams: t.Type<UserVerificationStatusParams> =
  /* @__PURE__ */ rt.lazy('UserVerificationStatusParams', () => t.record(t.string, rt.jsonValue));

/** Local readiness only; this neither prompts nor queries server registration. */
export type UserVerificationStatusResponse = {
  credentialId?: string | null;
  unavailableMessage?: string | null;
  unavailableReason?: UserVerificationUnavailableReason | null;
};
/** Local readiness only; this neither prompts nor queries server registration. */
export const UserVerificationStatusResponse: t.Type<UserVerificationStatusResponse> =
  /* @__PURE__ */ rt.lazy('UserVerificationStatusResponse', () =>
    t.partial({
      credentialId: rt.nullable(t.string),
      unavailableMessage: rt.nullable(t.string),
      unavailableReason: rt.nullable(UserVerificationUnavailableReason),
    }),
  );

export type UserVerificationUnavailableReason =
  | 'credentialMissing'
  | 'biometricsUnavailable'
  | 'providerUnavailable';
export const UserVerificationUnavailableReason: t.Type<UserVerificationUnavailableReason> =
  /* @__PURE__ */ rt.lazy('UserVerificationUnavailableReason', () =>
    rt.openEnum(
      t.keyof({ credentialMissing: null, biometricsUnavailable: null, providerUnavailable: null }),
    ),
  );

/** Local signing primitive, independent of any pending elicitation. */
export type UserVerificationVerifyParams = {
  /** Unpadded base64url encoding of 1–4096 challenge bytes. */
  challenge: string;
  /** Additional display context; at most 4096 UTF-8 bytes. */
  description: string;
  /** Display context already approved by the UI; 1–256 UTF-8 bytes. */
  title: string;
};
/** Local signing primitive, independent of any pending elicitation. */
export const UserVerificationVerifyParams: t.Type<UserVerificationVerifyParams> =
  /* @__PURE__ */ rt.lazy('UserVerificationVerifyParams', () =>
    t.type({ challenge: t.string, description: t.string, title: t.string }),
  );

export type UserVerificationVerifyResponse = {
  /** Native-reported authentication method for this signature. Older servers omit it. This is approval context, not part of the signed proof. */
  biometricType?: UserVerificationBiometricType | null;
  proof: UserVerificationProof;
};
export const UserVerificationVerifyResponse: t.Type<UserVerificationVerifyResponse> =
  /* @__PURE__ */ rt.lazy('UserVerificationVerifyResponse', () =>
    t.intersection([
      t.type({ proof: UserVerificationProof }),
      t.partial({ biometricType: rt.nullable(UserVerificationBiometricType) }),
    ]),
  );
