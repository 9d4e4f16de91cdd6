// codex-rx/testing/browser: the testing helpers that need no Node built-in,
// for test runners that run in a browser (Karma, Vitest browser mode, Web
// Test Runner...). The same modules as `codex-rx/testing` (one class
// identity); that entry adds the Node-only parts (the real codex launcher,
// the scripted model provider, transcript files).

// ---- fake app-server ----
export { FakeAppServer, FakeAppServerError } from './testing/fake-app-server.js';
export type {
  FakeAppServerOptions,
  FakeReply,
  ExpectRequestOptions,
  ClientAnswer,
} from './testing/fake-app-server.js';
export { containsSubset } from './testing/fake-expectations.js';
export type { RequestExpectation } from './testing/fake-expectations.js';
export { fakeTurnNotifications, turnStartResult } from './testing/fake-turn.js';
export type { FakeTurnOptions } from './testing/fake-turn.js';
export {
  commandApprovalRequest,
  fileChangeApprovalRequest,
  permissionsApprovalRequest,
  userInputRequest,
  elicitationRequest,
  threadStartResult,
} from './testing/server-request-builders.js';
export type {
  CommandApprovalParams,
  FileChangeApprovalParams,
  PermissionsApprovalParams,
  UserInputRequestParams,
  ElicitationRequestParams,
  ThreadStartResult,
} from './testing/server-request-builders.js';

// ---- record / replay (transcripts as values; files are `codex-rx/testing`'s) ----
export {
  recordTransport,
  replayTransport,
  ReplayDivergenceError,
  serializeTranscript,
  parseTranscript,
} from './testing/transcript.js';
export type { TranscriptEntry, Transcript, ReplayOptions } from './testing/transcript.js';
