/** The book's download link lives this long: enough to open it, too short to pass around. */
export const BOOK_URL_SECONDS = 5 * 60;

/** What the book needs of the private media bucket: the pictures and the cached PDF beside them. */
export interface BookMediaRepository {
  /** Each object's version (its ETag), undefined when it does not exist: a redrawn picture has a new one. */
  versions(keys: readonly string[]): Promise<(string | undefined)[]>;
  /** An object's bytes; undefined when it does not exist. */
  read(key: string): Promise<Uint8Array | undefined>;
  /** The fingerprint the cached book at `key` was made from; undefined when there is none. */
  cachedFingerprint(key: string): Promise<string | undefined>;
  putBook(key: string, pdf: Uint8Array, fingerprint: string): Promise<void>;
  /** A short-lived link that downloads the book under `fileName`. */
  downloadUrl(key: string, fileName: string): Promise<string>;
}
