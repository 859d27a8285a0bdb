import { describe, expect, it } from "vitest";
import { contentVersionSource } from "../../server/content-version";
import { closeDate, reopenDate, setCapacities } from "#app/scheduling/schedule.server";
import { getConfig } from "#app/lib/config.server";
import { getDb, withDb } from "./client.server";
import { bumpContentVersion, contentBumpsStarted, readContentVersion } from "./content-version.server";
import { users } from "./schema";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";

const driver = () => (getConfig().databaseUrl ? "postgres" : "pglite");
const read = () => withDb((db) => readContentVersion(db, driver()));

describe.each(testDatabases("fridge-content-version"))("the site's content version on $name", ({ name, setUp }) => {
  useTestDatabase(setUp);

  it("starts at 1 and moves by one per committed bump; a rolled-back bump changes nothing", async () => {
    expect((await read()).version).toBe(1);
    await withDb((db) => db.transaction((tx) => bumpContentVersion(tx)));
    expect((await read()).version).toBe(2);
    await expect(
      withDb((db) =>
        db.transaction(async (tx) => {
          await bumpContentVersion(tx);
          throw new Error("the edit fails after the bump");
        }),
      ),
    ).rejects.toThrow("the edit fails");
    expect((await read()).version).toBe(2);
  });

  it("changed_at is whole seconds and a second later at least at each bump (a Last-Modified per version)", async () => {
    const before = await read();
    for (let n = 0; n < 3; n++) await withDb((db) => db.transaction((tx) => bumpContentVersion(tx)));
    const after = await read();
    expect(after.version).toBe(before.version + 3);
    expect(after.changedAt.getMilliseconds()).toBe(0);
    expect(after.changedAt.getTime() - Math.floor(before.changedAt.getTime() / 1000) * 1000).toBeGreaterThanOrEqual(
      3000,
    );
  });

  it("closing and reopening a date and changing a capacity bump it; doing nothing does not", async () => {
    const [owner] = await withDb((db) =>
      db.insert(users).values({ email: "owner@example.com", role: "owner" }).returning(),
    );
    const actor = { id: owner!.id, email: owner!.email };
    const start = (await read()).version;
    await closeDate("2026-12-24", "Holiday", actor);
    expect((await read()).version).toBe(start + 1);
    await closeDate("2026-12-24", "Holiday", actor); // already closed
    expect((await read()).version).toBe(start + 1);
    await reopenDate("2026-12-24", actor);
    expect((await read()).version).toBe(start + 2);
    await setCapacities([{ weekday: 1, key: "morning", capacity: 5 }], actor);
    expect((await read()).version).toBe(start + 3);
    await setCapacities([{ weekday: 1, key: "morning", capacity: 5 }], actor); // unchanged
    expect((await read()).version).toBe(start + 3);
  });

  if (name === "PGlite") {
    it("a version asked for while a bump's transaction is open answers once it commits, with the bump", async () => {
      const db = await getDb();
      const current = contentVersionSource({
        read: () => readContentVersion(db, "pglite"),
        embedded: true,
        bumpsStarted: contentBumpsStarted,
        deadlineMs: 5000,
      });
      const start = (await current())!.version;
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let bumped!: () => void;
      const bumpStarted = new Promise<void>((resolve) => (bumped = resolve));
      const edit = db.transaction(async (tx) => {
        await bumpContentVersion(tx);
        bumped();
        await held;
      });
      await bumpStarted;
      let answered: number | undefined;
      const asked = current().then((v) => (answered = v?.version));
      await new Promise((r) => setTimeout(r, 100));
      expect(answered).toBeUndefined(); // waits for the transaction
      commit();
      await edit;
      await asked;
      expect(answered).toBe(start + 1);
      // And no more reads until the next bump.
      const reads = current.reads();
      await current();
      expect(current.reads()).toBe(reads);
    });
  }
});
