import { describe, expect, it } from "vitest";
import type { ContentVersion } from "#app/db/content-version.server";
import { contentVersionSource } from "./content-version";

/** A database whose version row the test sets; each read sees the value at the moment it starts. */
function fakeDatabase() {
  const db = {
    version: 1,
    readMs: 20,
    hung: false,
    started: 0,
    read(): Promise<ContentVersion> {
      db.started++;
      const seen = db.version; // what the read's snapshot holds
      if (db.hung) return new Promise(() => {});
      return new Promise((resolve) => setTimeout(() => resolve({ version: seen, changedAt: new Date(0) }), db.readMs));
    },
  };
  return db;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the content version on a shared database (PostgreSQL)", () => {
  it("a request never gets a read that started before it arrived", async () => {
    const db = fakeDatabase();
    const current = contentVersionSource({ read: db.read, embedded: false, bumpsStarted: () => 0, deadlineMs: 1000 });
    const first = current(); // its read starts now, with version 1
    await sleep(5);
    db.version = 2; // an edit commits in another process while that read is in flight
    const next = current(); // arrived after the commit: must see it
    expect((await first)?.version).toBe(1);
    expect((await next)?.version).toBe(2);
  });

  it("requests that arrive together share reads: far fewer reads than requests, never two at once", async () => {
    const db = fakeDatabase();
    db.readMs = 10;
    const current = contentVersionSource({ read: db.read, embedded: false, bumpsStarted: () => 0, deadlineMs: 1000 });
    const results = await Promise.all(Array.from({ length: 200 }, (_, n) => sleep(n % 50).then(() => current())));
    expect(results.every((r) => r?.version === 1)).toBe(true);
    expect(db.started).toBeLessThanOrEqual(12);
    expect(current.reads()).toBe(db.started);
  });

  it("a hung database answers undefined within the deadline, and is asked again later", async () => {
    const db = fakeDatabase();
    db.hung = true;
    const current = contentVersionSource({ read: db.read, embedded: false, bumpsStarted: () => 0, deadlineMs: 50 });
    const t = Date.now();
    expect(await Promise.all([current(), current(), current()])).toEqual([undefined, undefined, undefined]);
    expect(Date.now() - t).toBeLessThan(500);
    expect(db.started).toBe(1);
    db.hung = false;
    await sleep(60);
    expect((await current())?.version).toBe(1);
  });

  it("a failing read answers undefined (the page is then rendered), the next request reads again", async () => {
    let fail = true;
    const current = contentVersionSource({
      read: async () => {
        if (fail) throw new Error("connection refused");
        return { version: 7, changedAt: new Date(0) };
      },
      embedded: false,
      bumpsStarted: () => 0,
      deadlineMs: 100,
    });
    expect(await current()).toBeUndefined();
    fail = false;
    expect((await current())?.version).toBe(7);
  });
});

describe("the content version on the embedded database (PGlite, this process its only writer)", () => {
  it("is read once, then again only after this process starts a bump", async () => {
    const db = fakeDatabase();
    let bumps = 0;
    const current = contentVersionSource({
      read: db.read,
      embedded: true,
      bumpsStarted: () => bumps,
      deadlineMs: 1000,
    });
    for (let n = 0; n < 100; n++) expect((await current())?.version).toBe(1);
    expect(db.started).toBe(1);
    bumps++;
    db.version = 2;
    expect((await current())?.version).toBe(2);
    expect((await current())?.version).toBe(2);
    expect(db.started).toBe(2);
  });
});
