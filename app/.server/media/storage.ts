/**
 * Where uploaded files live: a directory on this server (the default) or an S3-compatible bucket
 * that several servers share. Everything that reads or writes upload files goes through this
 * interface, so the store, the library, the sweep, the backup and `/media` work on either.
 */
import type { Readable } from "node:stream";

/** What an HTTP answer needs to know about an object before sending it. */
export interface ObjectInfo {
  size: number;
  modified: Date;
  /** An HTTP entity tag for the object's bytes (weak for files, the bucket's own for S3). */
  etag: string;
}

/** Bytes `start` to `end`, both included, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ListedObject {
  key: string;
  modified: Date;
}

export interface MediaStorage {
  /** Where the files are, for messages and logs; never holds a secret. */
  readonly description: string;
  /** Stores `bytes` under `key`; fails rather than replace an object already there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  stat(key: string): Promise<ObjectInfo | undefined>;
  /** The object's bytes (or a range of them) as a stream, or undefined when there is none. */
  stream(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes the objects; keys that are not there are no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every object in the store whose key is a storage key, in no particular order. */
  list(): AsyncIterable<ListedObject>;
}

/** A key the stores refuse: never turned into a path or a request. */
export class InvalidKeyError extends Error {
  override name = "InvalidKeyError";
}
