import { beforeEach, describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server";
import { OWNER_ONLY_MESSAGE, TECHNICIAN_MESSAGE } from "#app/auth/access";
import { withDb } from "#app/db/client.server";
import { activity, priceBookItems, users, type User } from "#app/db/schema";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { loadPriceBookPage, priceBookAction } from "./route.server";

const [pglite] = testDatabases("fridge-price-book-route");

/** A request to the page as the browser sends it, with a session's cookie (a form body on POST). */
async function asUser(userId: number, path: string, fields?: Record<string, string>) {
  const cookie = `${SESSION_COOKIE}=${await createSession(userId)}`;
  return new Request(`http://localhost${path}`, {
    method: fields ? "POST" : "GET",
    headers: { Cookie: cookie, ...(fields ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    body: fields ? new URLSearchParams(fields) : undefined,
  });
}

/** What the route answered: a thrown Response (the guard's), a redirect, or `data()` with its status. */
async function answer(work: Promise<unknown>): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    const result = await work;
    if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
    const init = (result as { init?: { status?: number } }).init;
    return { status: init?.status ?? 200, data: (result as { data?: unknown }).data ?? result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: await thrown.text() };
    throw thrown;
  }
}

const PATH = "/admin/settings/price-book";
const motor = { kind: "part", description: "Evaporator fan motor", partNumber: "W10312695", unitPrice: "$129" };

describe("Settings, Price book: the page's forms (issue 32)", () => {
  useTestDatabase(pglite!.setUp);

  // The same three people for every test; each test starts with an empty price book and log.
  let people: Promise<{ owner: User; staff: User; tech: User }> | undefined;
  beforeEach(async () => {
    await withDb(async (db) => {
      await db.delete(priceBookItems);
      await db.delete(activity);
    });
  });
  const seed = () => (people ??= seedPeople());

  async function seedPeople() {
    const [owner, staff, tech] = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "owner@example.com", name: "Olga", role: "owner", passwordHash: "x" },
          { email: "staff@example.com", role: "staff", passwordHash: "x" },
          { email: "tech@example.com", role: "technician", passwordHash: "x" },
        ])
        .returning(),
    );
    return { owner: owner!, staff: staff!, tech: tech! };
  }

  it("adds, lists, edits and removes an item, each in the activity log, landing back on the list", async () => {
    const { owner } = await seed();
    const added = await answer(priceBookAction(await asUser(owner.id, PATH, { intent: "add", ...motor })));
    expect(added).toEqual({ status: 302, location: `${PATH}?saved=added#price-book-items` });
    // A labour item keeps no part number, whatever was typed.
    await priceBookAction(
      await asUser(owner.id, PATH, {
        intent: "add",
        kind: "labour",
        description: "Labour,  first hour",
        partNumber: "X1",
        unitPrice: "120",
      }),
    );
    const page = await loadPriceBookPage(await asUser(owner.id, `${PATH}?saved=added`));
    expect(page.saved).toBe("added");
    expect(
      page.items.map(({ kind, description, partNumber, price, unitPrice }) => [
        kind,
        description,
        partNumber,
        price,
        unitPrice,
      ]),
    ).toEqual([
      ["labour", "Labour, first hour", "", "$120.00", "120.00"],
      ["part", "Evaporator fan motor", "W10312695", "$129.00", "129.00"],
    ]);
    const id = page.items.find((i) => i.kind === "part")!.id;
    expect((await loadPriceBookPage(await asUser(owner.id, `${PATH}?edit=${id}`))).editing).toBe(id);
    // An item that is not there opens no form; nor does a query that is not a saved notice.
    const odd = await loadPriceBookPage(await asUser(owner.id, `${PATH}?edit=99999&saved=nonsense`));
    expect([odd.editing, odd.saved]).toEqual([undefined, undefined]);

    const changed = await answer(
      priceBookAction(
        await asUser(owner.id, PATH, { intent: "update", id: String(id), ...motor, unitPrice: "139.50" }),
      ),
    );
    expect(changed).toEqual({ status: 302, location: `${PATH}?saved=changed#price-book-items` });
    const removed = await answer(priceBookAction(await asUser(owner.id, PATH, { intent: "remove", id: String(id) })));
    expect(removed).toEqual({ status: 302, location: `${PATH}?saved=removed#price-book-items` });
    expect((await loadPriceBookPage(await asUser(owner.id, PATH))).items.map((i) => i.description)).toEqual([
      "Labour, first hour",
    ]);
    const log = await withDb((db) => db.select().from(activity));
    expect(log.filter((e) => e.action === "price-book-changed").map((e) => [e.actor, e.detail])).toEqual([
      ["owner@example.com", "Added Part: Evaporator fan motor (W10312695) $129.00"],
      ["owner@example.com", "Added Labour: Labour, first hour $120.00"],
      [
        "owner@example.com",
        "Changed Part: Evaporator fan motor (W10312695) $129.00 -> Part: Evaporator fan motor (W10312695) $139.50",
      ],
      ["owner@example.com", "Removed Part: Evaporator fan motor (W10312695) $139.50"],
    ]);
  });

  it("refuses a bad form with its messages and everything typed, storing nothing", async () => {
    const { owner } = await seed();
    const bad = { intent: "add", kind: "part", description: "", partNumber: "P".repeat(101), unitPrice: "12.345" };
    const refused = await answer(priceBookAction(await asUser(owner.id, PATH, bad)));
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      form: "add",
      values: { kind: "part", description: "", partNumber: "P".repeat(101), unitPrice: "12.345" },
      errors: {
        description: "Describe the item (e.g. Evaporator fan motor).",
        partNumber: "A part number of at most 100 characters.",
        unitPrice: "The price can have at most two decimals (cents).",
      },
    });
    const noPrice = await answer(
      priceBookAction(await asUser(owner.id, PATH, { ...motor, intent: "add", unitPrice: "" })),
    );
    expect(noPrice.data).toMatchObject({
      errors: { unitPrice: "The price is required." },
      values: { description: "Evaporator fan motor" },
    });
    const tampered = await answer(
      priceBookAction(await asUser(owner.id, PATH, { ...motor, intent: "add", kind: "credit" })),
    );
    expect(tampered.data).toMatchObject({ errors: { kind: "Choose Part or Labour." } });
    expect(await withDb((db) => db.select().from(priceBookItems))).toEqual([]);

    // An edit refused keeps that item's form open with what was typed.
    await priceBookAction(await asUser(owner.id, PATH, { intent: "add", ...motor }));
    const [item] = await withDb((db) => db.select().from(priceBookItems));
    const editRefused = await answer(
      priceBookAction(
        await asUser(owner.id, PATH, { intent: "update", id: String(item!.id), ...motor, unitPrice: "-5" }),
      ),
    );
    expect(editRefused).toMatchObject({
      status: 400,
      data: {
        form: "edit",
        id: item!.id,
        values: { unitPrice: "-5", description: "Evaporator fan motor" },
        errors: { unitPrice: "The price cannot be negative." },
      },
    });
    // An item removed meanwhile: 404 with the reason; an unreadable post: 400 with the reason.
    const gone = await answer(
      priceBookAction(await asUser(owner.id, PATH, { intent: "update", id: "99999", ...motor })),
    );
    expect(gone).toMatchObject({
      status: 404,
      data: { form: "edit", message: "That price book item no longer exists." },
    });
    expect(
      await answer(priceBookAction(await asUser(owner.id, PATH, { intent: "remove", id: "99999" }))),
    ).toMatchObject({ status: 404 });
    const unreadable: Array<Record<string, string>> = [
      { intent: "update", id: "1e3", ...motor },
      { intent: "remove", id: "-1" },
      { intent: "other" },
      {},
    ];
    for (const fields of unreadable) {
      expect(await answer(priceBookAction(await asUser(owner.id, PATH, fields)))).toMatchObject({
        status: 400,
        data: { message: "That change could not be read. Reload the page and try again." },
      });
    }
    const [still] = await withDb((db) => db.select().from(priceBookItems));
    expect(still).toMatchObject({ unitPriceCents: 12_900 });
  });

  it("is the owner's alone: staff and technicians get 403 by every method and spelling, and nothing changes", async () => {
    const { owner, staff, tech } = await seed();
    await priceBookAction(await asUser(owner.id, PATH, { intent: "add", ...motor }));
    const [item] = await withDb((db) => db.select().from(priceBookItems));
    const posts: Array<Record<string, string>> = [
      { intent: "add", ...motor, description: "Staff's item" },
      { intent: "update", id: String(item!.id), ...motor, unitPrice: "1" },
      { intent: "remove", id: String(item!.id) },
      {},
    ];
    for (const [user, message] of [
      [staff, OWNER_ONLY_MESSAGE],
      [tech, TECHNICIAN_MESSAGE],
    ] as const) {
      for (const path of [PATH, `${PATH}.data`, `${PATH}/`, "/admin/settings/Price-Book", `${PATH}?edit=${item!.id}`]) {
        expect(await answer(loadPriceBookPage(await asUser(user.id, path))), `${user.role} GET ${path}`).toEqual({
          status: 403,
          data: `${message}\n`,
        });
        for (const fields of posts) {
          expect(
            (await answer(priceBookAction(await asUser(user.id, path, fields)))).status,
            `${user.role} POST ${path} ${fields.intent}`,
          ).toBe(403);
        }
      }
    }
    // Signed out: a 401 for a POST (a page opened in the browser goes to the sign-in form).
    const signedOut = new Request(`http://localhost${PATH}`, { method: "POST", body: new URLSearchParams(posts[0]!) });
    expect((await answer(priceBookAction(signedOut))).status).toBe(401);
    const rows = await withDb((db) => db.select().from(priceBookItems));
    expect(rows.map((r) => [r.description, r.unitPriceCents])).toEqual([["Evaporator fan motor", 12_900]]);
    const log = await withDb((db) => db.select().from(activity));
    expect(log.filter((e) => e.action === "price-book-changed").map((e) => e.actor)).toEqual(["owner@example.com"]);
  });
});
