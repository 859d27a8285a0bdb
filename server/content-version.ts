import type { ContentVersion } from "#app/db/content-version.server";

/**
 * The content version as of the moment it is asked for (docs/decisions/0017-public-page-cache.md):
 * what a request gets reflects every write committed before the request arrived, in any process.
 *
 * - **Shared database (PostgreSQL):** one indexed one-row read per request, coalesced: a request
 *   waits for a read that *started after it arrived* (the one in flight may predate a commit it
 *   must see), and every request that arrived meanwhile shares that read. Under load the reads
 *   per second stay below the requests per second, and never more than one read is in flight.
 * - **Embedded database (PGlite):** this process is its only writer (one process per directory),
 *   and every bump is counted here before it is queued; PGlite runs one transaction at a time,
 *   so a read queued after a bump waits for its commit or rollback. The version is read again
 *   only after a bump, and never otherwise.
 *
 * Resolves with undefined when the database does not answer within `deadlineMs` (down, hung, or
 * held by a long transaction): the caller then renders the page without the cache, as pages that
 * need no database always could.
 */
export interface ContentVersionSourceOptions {
  read: () => Promise<ContentVersion>;
  /** True when this process is the database's only writer (PGlite). */
  embedded: boolean;
  /** How many bumps this process has started (contentBumpsStarted). */
  bumpsStarted: () => number;
  deadlineMs: number;
  now?: () => number;
}

export function contentVersionSource({
  read,
  embedded,
  bumpsStarted,
  deadlineMs,
  now = Date.now,
}: ContentVersionSourceOptions) {
  let inFlight: { promise: Promise<ContentVersion>; startedAt: number } | undefined;
  let queued: Promise<ContentVersion> | undefined;
  let reads = 0;

  function start(): Promise<ContentVersion> {
    reads++;
    const promise = read();
    const current = { promise, startedAt: now() };
    inFlight = current;
    const done = () => {
      if (inFlight === current) inFlight = undefined;
    };
    promise.then(done, done);
    return promise;
  }

  /** A read that started after this call. */
  function freshRead(): Promise<ContentVersion> {
    // A read stuck past the deadline (a hung server) is left behind, not waited for.
    if (inFlight && now() - inFlight.startedAt > deadlineMs) inFlight = undefined;
    if (!inFlight) return start();
    const after = inFlight.promise;
    queued ??= after
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  }

  function withDeadline(promise: Promise<ContentVersion>): Promise<ContentVersion | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, deadlineMs, undefined);
    });
    return Promise.race([promise.catch(() => undefined), deadline]).finally(() => clearTimeout(timer));
  }

  let known: { version: ContentVersion; bumps: number } | undefined;

  async function current(): Promise<ContentVersion | undefined> {
    if (!embedded) return withDeadline(freshRead());
    const bumps = bumpsStarted();
    if (known && known.bumps === bumps) return known.version;
    const version = await withDeadline(freshRead());
    if (version && (!known || bumps >= known.bumps)) known = { version, bumps };
    return version;
  }

  return Object.assign(current, {
    /** How many reads reached the database (for the tests and the measurements). */
    reads: () => reads,
  });
}
