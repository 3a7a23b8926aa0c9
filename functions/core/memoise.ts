/**
 * A value made once per execution environment (a cold start) and shared by concurrent callers; a
 * failed creation is not kept, so the next call tries again (throttling, a permission being fixed).
 */
export function memoiseUntilFailure<T>(create: () => Promise<T>): () => Promise<T> {
  let memoised: Promise<T> | undefined;
  return () => {
    if (memoised === undefined) {
      const created = create();
      created.catch(() => {
        if (memoised === created) memoised = undefined;
      });
      memoised = created;
    }
    return memoised;
  };
}
