import { describe, expect, it } from "vitest";
import type { SessionUser } from "#app/auth/sessions.server";
import { withDb } from "#app/db/client.server";
import { bookings, users } from "#app/db/schema";
import { loadEstimate } from "#app/estimates/estimates.server";
import { estimateIn, ESTIMATE_STATES } from "#tests/fixtures/estimate-states";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { loadToday, todayAction } from "./route.server";

const [pglite] = testDatabases("fridge-today-estimate");

const DAY = "2026-12-01";
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "test-phone" },
    body: new URLSearchParams(fields),
  });

describe("writing an estimate from Today (issue 32)", () => {
  useTestDatabase(pglite!.setUp);

  it("opens one visit's estimate, adds a line by a round trip, saves back to the visit, and refuses another technician's", async () => {
    const [one, two] = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "today-one@example.com", name: "Tess", role: "technician", passwordHash: "x" },
          { email: "today-two@example.com", name: "Tom", role: "technician", passwordHash: "x" },
        ])
        .returning(),
    );
    const [mine, theirs] = await withDb((db) =>
      db
        .insert(bookings)
        .values([
          // Clearwater, Pinellas County.
          {
            ...aBookingInput({ email: "mine@example.com", zipCode: "33755" }),
            technicianId: one!.id,
            visitDate: DAY,
            visitWindow: "morning",
          },
          {
            ...aBookingInput({ email: "theirs@example.com" }),
            technicianId: two!.id,
            visitDate: DAY,
            visitWindow: "morning",
          },
        ])
        .returning(),
    );
    const tess: SessionUser = { ...one!, name: "Tess", role: "technician", sessionId: "s" };
    const page = `/admin/today?date=${DAY}&estimate=${mine!.id}`;

    const opened = await loadToday(tess, new URL(`http://localhost${page}`));
    expect(opened.estimate).toMatchObject({
      bookingId: mine!.id,
      panel: { canWrite: true, form: { taxCounty: "Pinellas" } },
    });
    expect(opened.estimate!.panel.current).toBeUndefined();
    // Another technician's visit is not on Tess's day: nothing of it opens.
    expect(
      (await loadToday(tess, new URL(`http://localhost/admin/today?date=${DAY}&estimate=${theirs!.id}`))).estimate,
    ).toBeUndefined();

    const lines = {
      option1Name: "Replace the evaporator fan motor",
      option1Credit: "yes",
      taxCounty: "Pinellas",
    };
    const threeLines = new URLSearchParams(lines);
    for (const [kind, description, price] of [
      ["part", "Evaporator fan motor", "129"],
      ["labour", "Labour, first hour", "120"],
      ["part", "", ""],
    ]) {
      threeLines.append("option1Kind", kind!);
      threeLines.append("option1Description", description!);
      threeLines.append("option1PartNumber", "");
      threeLines.append("option1Quantity", "1");
      threeLines.append("option1UnitPrice", price!);
    }
    const asFields = (params: URLSearchParams, intent: string) => {
      const body = new URLSearchParams(params);
      body.set("intent", intent);
      return body;
    };
    const withBody = (path: string, body: URLSearchParams) =>
      new Request(`http://localhost${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "test-phone" },
        body,
      });

    // "Add line": the same form with one more blank line in option 1, its description to focus; nothing stored.
    const added = await todayAction(tess, withBody(page, asFields(threeLines, "add-estimate-line-1")));
    expect(statusOf(added)).toBe(200);
    const kept = (
      added as { data: { estimateWrite: { values: { options: Array<{ lines: unknown[] }> }; added: string } } }
    ).data.estimateWrite;
    expect(kept.values.options[0]!.lines).toHaveLength(4);
    expect(kept.values.options[0]!.lines[3]).toEqual({
      kind: "part",
      description: "",
      partNumber: "",
      quantity: "1",
      unitPrice: "",
    });
    expect(kept.values.options[0]!.lines[0]).toMatchObject({ description: "Evaporator fan motor", unitPrice: "129" });
    expect(kept.added).toBe("option1Line4");
    expect(await loadEstimate(mine!.id)).toBeUndefined();

    // Saved: back on Today with the visit's estimate open and the notice.
    const saved = await todayAction(tess, withBody(page, asFields(threeLines, "write-estimate")));
    expect(statusOf(saved)).toBe(302);
    expect((saved as Response).headers.get("Location")).toBe(`${page}&saved=estimate#estimate-${mine!.id}`);
    const after = await loadToday(tess, new URL(`http://localhost${page}&saved=estimate`));
    expect(after.estimate?.saved).toBe("The estimate was saved.");
    expect(after.estimate?.panel.current?.options.map((o) => [o.name, o.totals.totalCents])).toEqual([
      // $249 taxed at Pinellas's 7%: $17.43.
      ["Replace the evaporator fan motor", 26_643],
    ]);

    // Sent with JavaScript (to the page's .data address): back to the page itself.
    const fetched = await todayAction(
      tess,
      withBody(`/admin/today.data?estimate=${mine!.id}`, asFields(threeLines, "write-estimate")),
    );
    expect((fetched as Response).headers.get("Location")).toBe(
      `/admin/today?estimate=${mine!.id}&saved=estimate#estimate-${mine!.id}`,
    );

    // Another technician's visit named in the address: 403, and nothing written.
    const refused = await todayAction(
      tess,
      withBody(`/admin/today?date=${DAY}&estimate=${theirs!.id}`, asFields(threeLines, "write-estimate")),
    );
    expect(statusOf(refused)).toBe(403);
    expect(await loadEstimate(theirs!.id)).toBeUndefined();
    // No visit named: the reason, nothing written.
    const unnamed = await todayAction(tess, post(`/admin/today?date=${DAY}`, { intent: "write-estimate" }));
    expect(statusOf(unnamed)).toBe(400);
  });
});

describe("the estimate's status on Today's visit cards (issue 32)", () => {
  useTestDatabase(pglite!.setUp);

  it("says where each visit's estimate stands, in the list's words; a visit without one says nothing", async () => {
    const [tech] = await withDb((db) =>
      db
        .insert(users)
        .values({ email: "today-status@example.com", name: "Tina", role: "technician", passwordHash: "x" })
        .returning(),
    );
    const states = [...ESTIMATE_STATES, "none"] as const;
    const visits = await withDb((db) =>
      db
        .insert(bookings)
        .values(
          states.map((s) => ({
            ...aBookingInput({ email: `today-${s}@example.com` }),
            technicianId: tech!.id,
            visitDate: DAY,
            visitWindow: "morning" as const,
          })),
        )
        .returning(),
    );
    const tina: SessionUser = { ...tech!, name: "Tina", role: "technician", sessionId: "s" };
    for (const [i, state] of ESTIMATE_STATES.entries()) await estimateIn(state, visits[i]!.id, tina);

    const page = await loadToday(tina, new URL(`http://localhost/admin/today?date=${DAY}`));
    const shown = new Map(page.visits.map((v) => [v.id, v.estimateStatus?.text ?? null]));
    expect(visits.map((v) => shown.get(v.id))).toEqual([
      "Estimate not sent yet",
      "Estimate sent",
      "Estimate approved",
      "Estimate declined",
      null,
    ]);
  });
});
