// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { RequestId } from '../../stable/shared/common.js';

const refs: rt.Refs = () => [
  CancelledUserVerificationErrorDetails,
  FailedUserVerificationErrorDetails,
  InvalidRequestUserVerificationErrorDetails,
  RequestId,
  UnavailableUserVerificationErrorDetails,
  UserVerificationBiometricType,
  UserVerificationCancellationReason,
  UserVerificationErrorDetails,
  UserVerificationFailureReason,
  UserVerificationInvalidRequestReason,
  UserVerificationProof,
  UserVerificationUnavailableReason,
];

export type CancelledUserVerificationErrorDetails = {
  reason: UserVerificationCancellationReason;
  type: 'cancelled';
};
export const CancelledUserVerificationErrorDetails: t.Type<CancelledUserVerificationErrorDetails> =
  /* @__PURE__ */ rt.define<CancelledUserVerificationErrorDetails>(
    'CancelledUserVerificationErrorDetails',
    refs,
    '[o,{reason:6,type:[l,cancelled]}]',
  );

export type FailedUserVerificationErrorDetails = {
  reason: UserVerificationFailureReason;
  type: 'failed';
};
export const FailedUserVerificationErrorDetails: t.Type<FailedUserVerificationErrorDetails> =
  /* @__PURE__ */ rt.define<FailedUserVerificationErrorDetails>(
    'FailedUserVerificationErrorDetails',
    refs,
    '[o,{reason:8,type:[l,failed]}]',
  );

export type InvalidRequestUserVerificationErrorDetails = {
  reason: UserVerificationInvalidRequestReason;
  type: 'invalidRequest';
};
export const InvalidRequestUserVerificationErrorDetails: t.Type<InvalidRequestUserVerificationErrorDetails> =
  /* @__PURE__ */ rt.define<InvalidRequestUserVerificationErrorDetails>(
    'InvalidRequestUserVerificationErrorDetails',
    refs,
    '[o,{reason:9,type:[l,invalidRequest]}]',
  );

export type UnavailableUserVerificationErrorDetails = {
  reason: UserVerificationUnavailableReason;
  type: 'unavailable';
};
export const UnavailableUserVerificationErrorDetails: t.Type<UnavailableUserVerificationErrorDetails> =
  /* @__PURE__ */ rt.define<UnavailableUserVerificationErrorDetails>(
    'UnavailableUserVerificationErrorDetails',
    refs,
    '[o,{reason:11,type:[l,unavailable]}]',
  );

export type UserVerificationBiometricType = 'fingerprint';
export const UserVerificationBiometricType: t.Type<UserVerificationBiometricType> =
  /* @__PURE__ */ rt.define<UserVerificationBiometricType>(
    'UserVerificationBiometricType',
    refs,
    '[l,fingerprint]',
  );

/** Cancels a native verification RPC issued on this connection, not an elicitation. Use a fresh request ID for each operation and a distinct ID for this cancellation RPC. */
export type UserVerificationCancelParams = {
  requestId: RequestId;
};
/** Cancels a native verification RPC issued on this connection, not an elicitation. Use a fresh request ID for each operation and a distinct ID for this cancellation RPC. */
export const UserVerificationCancelParams: t.Type<UserVerificationCancelParams> =
  /* @__PURE__ */ rt.define<UserVerificationCancelParams>(
    'UserVerificationCancelParams',
    refs,
    '[o,{requestId:3}]',
  );

/** Acknowledges the cancellation signal; native work may still be finishing. Unknown or finished requests are a no-op, and completed effects are not rolled back. */
export type UserVerificationCancelResponse = { [key: string]: unknown };
/** Acknowledges the cancellation signal; native work may still be finishing. Unknown or finished requests are a no-op, and completed effects are not rolled back. */
export const UserVerificationCancelResponse: t.Type<UserVerificationCancelResponse> =
  /* @__PURE__ */ rt.define<UserVerificationCancelResponse>(
    'UserVerificationCancelResponse',
    refs,
    '[r,u]',
  );

export type UserVerificationCancellationReason = 'userCancelled' | 'interrupted';
export const UserVerificationCancellationReason: t.Type<UserVerificationCancellationReason> =
  /* @__PURE__ */ rt.define<UserVerificationCancellationReason>(
    'UserVerificationCancellationReason',
    refs,
    '[e,[userCancelled,interrupted]]',
  );

export type UserVerificationDeleteParams = { [key: string]: unknown };
export const UserVerificationDeleteParams: t.Type<UserVerificationDeleteParams> =
  /* @__PURE__ */ rt.define<UserVerificationDeleteParams>(
    'UserVerificationDeleteParams',
    refs,
    '[r,u]',
  );

export type UserVerificationDeleteResponse = { [key: string]: unknown };
export const UserVerificationDeleteResponse: t.Type<UserVerificationDeleteResponse> =
  /* @__PURE__ */ rt.define<UserVerificationDeleteResponse>(
    'UserVerificationDeleteResponse',
    refs,
    '[r,u]',
  );

export type UserVerificationEnrollParams = { [key: string]: unknown };
export const UserVerificationEnrollParams: t.Type<UserVerificationEnrollParams> =
  /* @__PURE__ */ rt.define<UserVerificationEnrollParams>(
    'UserVerificationEnrollParams',
    refs,
    '[r,u]',
  );

/** Public metadata for a created or reused local credential. The caller completes backend registration; this response does not establish server enrollment. Older app-servers omit the metadata fields; callers must check both before registration. */
export type UserVerificationEnrollResponse = {
  algorithm?: string | null;
  credentialId: string;
  /** Unpadded base64url of the SubjectPublicKeyInfo DER encoding. */
  publicKey?: string | null;
};
/** Public metadata for a created or reused local credential. The caller completes backend registration; this response does not establish server enrollment. Older app-servers omit the metadata fields; callers must check both before registration. */
export const UserVerificationEnrollResponse: t.Type<UserVerificationEnrollResponse> =
  /* @__PURE__ */ rt.define<UserVerificationEnrollResponse>(
    'UserVerificationEnrollResponse',
    refs,
    '[o,{credentialId:s},{algorithm:["?",s],publicKey:["?",s]}]',
  );

/** Closed error categories; native diagnostic payloads must not cross this boundary. */
export type UserVerificationErrorDetails =
  | InvalidRequestUserVerificationErrorDetails
  | UnavailableUserVerificationErrorDetails
  | CancelledUserVerificationErrorDetails
  | FailedUserVerificationErrorDetails;
/** Closed error categories; native diagnostic payloads must not cross this boundary. */
export const UserVerificationErrorDetails: rt.TaggedUnionType<UserVerificationErrorDetails> =
  /* @__PURE__ */ rt.defineTagged<UserVerificationErrorDetails>(
    'UserVerificationErrorDetails',
    refs,
    '[t,type,{invalidRequest:2,unavailable:4,cancelled:0,failed:1}]',
  );

export type UserVerificationFailureReason =
  | 'authenticationFailed'
  | 'timeout'
  | 'providerError'
  | 'serviceError';
export const UserVerificationFailureReason: t.Type<UserVerificationFailureReason> =
  /* @__PURE__ */ rt.define<UserVerificationFailureReason>(
    'UserVerificationFailureReason',
    refs,
    '[e,[authenticationFailed,timeout,providerError,serviceError]]',
  );

export type UserVerificationInvalidRequestReason = 'invalidParams';
export const UserVerificationInvalidRequestReason: t.Type<UserVerificationInvalidRequestReason> =
  /* @__PURE__ */ rt.define<UserVerificationInvalidRequestReason>(
    'UserVerificationInvalidRequestReason',
    refs,
    '[l,invalidParams]',
  );

/** A signature over the exact decoded challenge. The verifier validates and consumes it. */
export type UserVerificationProof = {
  credentialId: string;
  /** Unpadded base64url DER ECDSA signature using P-256 and SHA-256. */
  signature: string;
};
/** A signature over the exact decoded challenge. The verifier validates and consumes it. */
export const UserVerificationProof: t.Type<UserVerificationProof> =
  /* @__PURE__ */ rt.define<UserVerificationProof>(
    'UserVerificationProof',
    refs,
    '[o,{credentialId:s,signature:s}]',
  );

/** The error object inside the normal JSON-RPC envelope. */
export type UserVerificationRpcError = {
  code: number;
  data: UserVerificationErrorDetails;
  message: string;
};
/** The error object inside the normal JSON-RPC envelope. */
export const UserVerificationRpcError: t.Type<UserVerificationRpcError> =
  /* @__PURE__ */ rt.define<UserVerificationRpcError>(
    'UserVerificationRpcError',
    refs,
    '[o,{code:i,data:7,message:s}]',
  );

export type UserVerificationStatusParams = { [key: string]: unknown };
export const UserVerificationStatusParams: t.Type<UserVerificationStatusParams> =
  /* @__PURE__ */ rt.define<UserVerificationStatusParams>(
    'UserVerificationStatusParams',
    refs,
    '[r,u]',
  );

/** Local readiness only; this neither prompts nor queries server registration. */
export type UserVerificationStatusResponse = {
  credentialId?: string | null;
  unavailableMessage?: string | null;
  unavailableReason?: UserVerificationUnavailableReason | null;
};
/** Local readiness only; this neither prompts nor queries server registration. */
export const UserVerificationStatusResponse: t.Type<UserVerificationStatusResponse> =
  /* @__PURE__ */ rt.define<UserVerificationStatusResponse>(
    'UserVerificationStatusResponse',
    refs,
    '[o,{},{credentialId:["?",s],unavailableMessage:["?",s],unavailableReason:["?",11]}]',
  );

export type UserVerificationUnavailableReason =
  | 'credentialMissing'
  | 'biometricsUnavailable'
  | 'providerUnavailable';
export const UserVerificationUnavailableReason: t.Type<UserVerificationUnavailableReason> =
  /* @__PURE__ */ rt.define<UserVerificationUnavailableReason>(
    'UserVerificationUnavailableReason',
    refs,
    '[e,[credentialMissing,biometricsUnavailable,providerUnavailable]]',
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
  /* @__PURE__ */ rt.define<UserVerificationVerifyParams>(
    'UserVerificationVerifyParams',
    refs,
    '[o,{challenge:s,description:s,title:s}]',
  );

export type UserVerificationVerifyResponse = {
  /** Native-reported authentication method for this signature. Older servers omit it. This is approval context, not part of the signed proof. */
  biometricType?: UserVerificationBiometricType | null;
  proof: UserVerificationProof;
};
export const UserVerificationVerifyResponse: t.Type<UserVerificationVerifyResponse> =
  /* @__PURE__ */ rt.define<UserVerificationVerifyResponse>(
    'UserVerificationVerifyResponse',
    refs,
    '[o,{proof:10},{biometricType:["?",5]}]',
  );
