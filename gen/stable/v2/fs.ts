// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { AbsolutePathBuf } from '../shared/common.js';

/** Filesystem watch notification emitted for `fs/watch` subscribers. */
export type FsChangedNotification = {
  /** File or directory paths associated with this event. */
  changedPaths: Array<AbsolutePathBuf>;
  /** Watch identifier previously provided to `fs/watch`. */
  watchId: string;
};
/** Filesystem watch notification emitted for `fs/watch` subscribers. */
export const FsChangedNotification: t.Type<FsChangedNotification> = /* @__PURE__ */ rt.lazy(
  'FsChangedNotification',
  () => t.type({ changedPaths: t.array(AbsolutePathBuf), watchId: t.string }),
);

/** Copy a file or directory tree on the host filesystem. */
export type FsCopyParams = {
  /** Absolute destination path. */
  destinationPath: AbsolutePathBuf;
  /** Required for directory copies; ignored for file copies. */
  recursive?: boolean;
  /** Absolute source path. */
  sourcePath: AbsolutePathBuf;
};
/** Copy a file or directory tree on the host filesystem. */
export const FsCopyParams: t.Type<FsCopyParams> = /* @__PURE__ */ rt.lazy('FsCopyParams', () =>
  t.intersection([
    t.type({ destinationPath: AbsolutePathBuf, sourcePath: AbsolutePathBuf }),
    t.partial({ recursive: t.boolean }),
  ]),
);

/** Successful response for `fs/copy`. */
export type FsCopyResponse = { [key: string]: unknown };
/** Successful response for `fs/copy`. */
export const FsCopyResponse: t.Type<FsCopyResponse> = /* @__PURE__ */ rt.lazy(
  'FsCopyResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** Create a directory on the host filesystem. */
export type FsCreateDirectoryParams = {
  /** Absolute directory path to create. */
  path: AbsolutePathBuf;
  /** Whether parent directories should also be created. Defaults to `true`. */
  recursive?: boolean | null;
};
/** Create a directory on the host filesystem. */
export const FsCreateDirectoryParams: t.Type<FsCreateDirectoryParams> = /* @__PURE__ */ rt.lazy(
  'FsCreateDirectoryParams',
  () =>
    t.intersection([
      t.type({ path: AbsolutePathBuf }),
      t.partial({ recursive: rt.nullable(t.boolean) }),
    ]),
);

/** Successful response for `fs/createDirectory`. */
export type FsCreateDirectoryResponse = { [key: string]: unknown };
/** Successful response for `fs/createDirectory`. */
export const FsCreateDirectoryResponse: t.Type<FsCreateDirectoryResponse> = /* @__PURE__ */ rt.lazy(
  'FsCreateDirectoryResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** Request metadata for an absolute path. */
export type FsGetMetadataParams = {
  /** Absolute path to inspect. */
  path: AbsolutePathBuf;
};
/** Request metadata for an absolute path. */
export const FsGetMetadataParams: t.Type<FsGetMetadataParams> = /* @__PURE__ */ rt.lazy(
  'FsGetMetadataParams',
  () => t.type({ path: AbsolutePathBuf }),
);

/** Metadata returned by `fs/getMetadata`. */
export type FsGetMetadataResponse = {
  /** File creation time in Unix milliseconds when available, otherwise `0`. */
  createdAtMs: number;
  /** Whether the path resolves to a directory. */
  isDirectory: boolean;
  /** Whether the path resolves to a regular file. */
  isFile: boolean;
  /** Whether the path itself is a symbolic link. */
  isSymlink: boolean;
  /** File modification time in Unix milliseconds when available, otherwise `0`. */
  modifiedAtMs: number;
};
/** Metadata returned by `fs/getMetadata`. */
export const FsGetMetadataResponse: t.Type<FsGetMetadataResponse> = /* @__PURE__ */ rt.lazy(
  'FsGetMetadataResponse',
  () =>
    t.type({
      createdAtMs: rt.integer,
      isDirectory: t.boolean,
      isFile: t.boolean,
      isSymlink: t.boolean,
      modifiedAtMs: rt.integer,
    }),
);

/** A directory entry returned by `fs/readDirectory`. */
export type FsReadDirectoryEntry = {
  /** Direct child entry name only, not an absolute or relative path. */
  fileName: string;
  /** Whether this entry resolves to a directory. */
  isDirectory: boolean;
  /** Whether this entry resolves to a regular file. */
  isFile: boolean;
};
/** A directory entry returned by `fs/readDirectory`. */
export const FsReadDirectoryEntry: t.Type<FsReadDirectoryEntry> = /* @__PURE__ */ rt.lazy(
  'FsReadDirectoryEntry',
  () => t.type({ fileName: t.string, isDirectory: t.boolean, isFile: t.boolean }),
);

/** List direct child names for a directory. */
export type FsReadDirectoryParams = {
  /** Absolute directory path to read. */
  path: AbsolutePathBuf;
};
/** List direct child names for a directory. */
export const FsReadDirectoryParams: t.Type<FsReadDirectoryParams> = /* @__PURE__ */ rt.lazy(
  'FsReadDirectoryParams',
  () => t.type({ path: AbsolutePathBuf }),
);

/** Directory entries returned by `fs/readDirectory`. */
export type FsReadDirectoryResponse = {
  /** Direct child entries in the requested directory. */
  entries: Array<FsReadDirectoryEntry>;
};
/** Directory entries returned by `fs/readDirectory`. */
export const FsReadDirectoryResponse: t.Type<FsReadDirectoryResponse> = /* @__PURE__ */ rt.lazy(
  'FsReadDirectoryResponse',
  () => t.type({ entries: t.array(FsReadDirectoryEntry) }),
);

/** Read a file from the host filesystem. */
export type FsReadFileParams = {
  /** Absolute path to read. */
  path: AbsolutePathBuf;
};
/** Read a file from the host filesystem. */
export const FsReadFileParams: t.Type<FsReadFileParams> = /* @__PURE__ */ rt.lazy(
  'FsReadFileParams',
  () => t.type({ path: AbsolutePathBuf }),
);

/** Base64-encoded file contents returned by `fs/readFile`. */
export type FsReadFileResponse = {
  /** File contents encoded as base64. */
  dataBase64: string;
};
/** Base64-encoded file contents returned by `fs/readFile`. */
export const FsReadFileResponse: t.Type<FsReadFileResponse> = /* @__PURE__ */ rt.lazy(
  'FsReadFileResponse',
  () => t.type({ dataBase64: t.string }),
);

/** Remove a file or directory tree from the host filesystem. */
export type FsRemoveParams = {
  /** Whether missing paths should be ignored. Defaults to `true`. */
  force?: boolean | null;
  /** Absolute path to remove. */
  path: AbsolutePathBuf;
  /** Whether directory removal should recurse. Defaults to `true`. */
  recursive?: boolean | null;
};
/** Remove a file or directory tree from the host filesystem. */
export const FsRemoveParams: t.Type<FsRemoveParams> = /* @__PURE__ */ rt.lazy(
  'FsRemoveParams',
  () =>
    t.intersection([
      t.type({ path: AbsolutePathBuf }),
      t.partial({ force: rt.nullable(t.boolean), recursive: rt.nullable(t.boolean) }),
    ]),
);

/** Successful response for `fs/remove`. */
export type FsRemoveResponse = { [key: string]: unknown };
/** Successful response for `fs/remove`. */
export const FsRemoveResponse: t.Type<FsRemoveResponse> = /* @__PURE__ */ rt.lazy(
  'FsRemoveResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** Stop filesystem watch notifications for a prior `fs/watch`. */
export type FsUnwatchParams = {
  /** Watch identifier previously provided to `fs/watch`. */
  watchId: string;
};
/** Stop filesystem watch notifications for a prior `fs/watch`. */
export const FsUnwatchParams: t.Type<FsUnwatchParams> = /* @__PURE__ */ rt.lazy(
  'FsUnwatchParams',
  () => t.type({ watchId: t.string }),
);

/** Successful response for `fs/unwatch`. */
export type FsUnwatchResponse = { [key: string]: unknown };
/** Successful response for `fs/unwatch`. */
export const FsUnwatchResponse: t.Type<FsUnwatchResponse> = /* @__PURE__ */ rt.lazy(
  'FsUnwatchResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** Start filesystem watch notifications for an absolute path. */
export type FsWatchParams = {
  /** Absolute file or directory path to watch. */
  path: AbsolutePathBuf;
  /** Connection-scoped watch identifier used for `fs/unwatch` and `fs/changed`. */
  watchId: string;
};
/** Start filesystem watch notifications for an absolute path. */
export const FsWatchParams: t.Type<FsWatchParams> = /* @__PURE__ */ rt.lazy('FsWatchParams', () =>
  t.type({ path: AbsolutePathBuf, watchId: t.string }),
);

/** Successful response for `fs/watch`. */
export type FsWatchResponse = {
  /** Canonicalized path associated with the watch. */
  path: AbsolutePathBuf;
};
/** Successful response for `fs/watch`. */
export const FsWatchResponse: t.Type<FsWatchResponse> = /* @__PURE__ */ rt.lazy(
  'FsWatchResponse',
  () => t.type({ path: AbsolutePathBuf }),
);

/** Write a file on the host filesystem. */
export type FsWriteFileParams = {
  /** File contents encoded as base64. */
  dataBase64: string;
  /** Absolute path to write. */
  path: AbsolutePathBuf;
};
/** Write a file on the host filesystem. */
export const FsWriteFileParams: t.Type<FsWriteFileParams> = /* @__PURE__ */ rt.lazy(
  'FsWriteFileParams',
  () => t.type({ dataBase64: t.string, path: AbsolutePathBuf }),
);

/** Successful response for `fs/writeFile`. */
export type FsWriteFileResponse = { [key: string]: unknown };
/** Successful response for `fs/writeFile`. */
export const FsWriteFileResponse: t.Type<FsWriteFileResponse> = /* @__PURE__ */ rt.lazy(
  'FsWriteFileResponse',
  () => t.record(t.string, rt.jsonValue),
);
