import { beforeEach, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { readContentVersion } from "#app/db/content-version.server";
import { activity, settings, users } from "#app/db/schema";
import { addDays, todayInBusinessZone, zonedTimeToUtc } from "#app/lib/dates";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { defaultStormUntil, readStormForm, STORM_MAX_DAYS } from "./storm-mode";
import { currentStormMode, endExpiredStormMode, switchStormModeOff, switchStormModeOn } from "./storm-mode.server";

const [pglite] = testDatabases("fridge-storm-mode-test");
const version = async () => (await withDb((db) => readContentVersion(db, "pglite"))).version;
const log = () =>
  withDb((db) =>
    db
      .select({ action: activity.action, actor: activity.actor, detail: activity.detail })
      .from(activity)
      .orderBy(activity.id),
  );

describe("storm mode", () => {
  useTestDatabase(pglite!.setUp);
  let owner: { id: number; email: string };
  const today = todayInBusinessZone();

  beforeEach(async () => {
    await withDb(async (db) => {
      await db.delete(settings);
      await db.delete(activity);
      await db.delete(users);
      [owner] = (await db
        .insert(users)
        .values({ email: "owner@example.com", role: "owner" })
        .returning({ id: users.id, email: users.email })) as [{ id: number; email: string }];
    });
  });

  it("reads the owner's form: 7 days by default, from today to 30 days ahead, a short note", () => {
    expect(defaultStormUntil("2026-12-28")).toBe("2027-01-04");
    expect(readStormForm({ until: addDays(today, 3), note: "  Milton  week " }, today)).toEqual({
      ok: true,
      mode: { until: addDays(today, 3), note: "Milton week" },
    });
    expect(readStormForm({ until: addDays(today, -1), note: "" }, today)).toMatchObject({
      ok: false,
      errors: { until: "Choose today or a later date." },
    });
    expect(readStormForm({ until: addDays(today, STORM_MAX_DAYS + 1), note: "" }, today)).toMatchObject({
      ok: false,
      errors: { until: expect.stringContaining("30 days") },
    });
    expect(readStormForm({ until: "2027-02-30", note: "x".repeat(201) }, today)).toMatchObject({
      ok: false,
      errors: { until: "Choose a real calendar date.", note: expect.stringContaining("200") },
    });
  });

  it("switches on and off, each logged and each bumping the public pages' content version", async () => {
    const v0 = await version();
    await switchStormModeOn(owner, { until: addDays(today, 7), note: "After Milton" });
    expect(await currentStormMode()).toEqual({ until: addDays(today, 7), note: "After Milton" });
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    // The same again (a double submit) changes nothing.
    await switchStormModeOn(owner, { until: addDays(today, 7), note: "After Milton" });
    expect(await version()).toBe(v1);
    await switchStormModeOn(owner, { until: addDays(today, 3), note: "" });
    await switchStormModeOff(owner);
    await switchStormModeOff(owner);
    expect(await currentStormMode()).toBeUndefined();
    expect(await version()).toBe(v1 + 2);
    expect((await log()).map((e) => [e.action, e.actor])).toEqual([
      ["storm-mode-on", "owner@example.com"],
      ["storm-mode-changed", "owner@example.com"],
      ["storm-mode-off", "owner@example.com"],
    ]);
    expect((await log())[0]!.detail).toContain("After Milton");
  });

  it("is on through its last day and off the next day by itself, the end logged once by housekeeping", async () => {
    await switchStormModeOn(owner, { until: addDays(today, 1), note: "" });
    const lastDay = zonedTimeToUtc(addDays(today, 1), "23:59");
    const dayAfter = zonedTimeToUtc(addDays(today, 2), "00:01");
    expect(await currentStormMode(undefined, lastDay)).toBeDefined();
    expect(await endExpiredStormMode(lastDay)).toBe(false);
    expect(await currentStormMode(undefined, dayAfter)).toBeUndefined();
    const v = await version();
    const ended = await Promise.all([endExpiredStormMode(dayAfter), endExpiredStormMode(dayAfter)]);
    expect(ended.filter(Boolean)).toHaveLength(1);
    expect(await version()).toBe(v + 1);
    expect((await log()).map((e) => [e.action, e.actor])).toEqual([
      ["storm-mode-on", "owner@example.com"],
      ["storm-mode-ended", "System"],
    ]);
  });
});
