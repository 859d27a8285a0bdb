import { describe, expect, it } from "vitest";
import { workspaceAreas } from "#app/content/navigation";
import { canUse, landingPath, safeNextPath, signInPath, wantsPage } from "./access";

describe("roles", () => {
  it("lets the owner use every area", () => {
    for (const area of workspaceAreas) expect(canUse("owner", area), area).toBe(true);
  });

  it("lets staff work requests and the schedule, and their own account, nothing else", () => {
    const allowed = workspaceAreas.filter((area) => canUse("staff", area));
    expect(allowed).toEqual(["requests", "calls", "today", "customers", "schedule", "account"]);
  });

  it("lets a technician open their day and their account, nothing else", () => {
    expect(workspaceAreas.filter((area) => canUse("technician", area))).toEqual(["today", "account"]);
  });

  it("lands a technician on Today unless the page asked for is one of theirs", () => {
    expect(landingPath("technician", "/admin")).toBe("/admin/today");
    expect(landingPath("technician", "/admin/team")).toBe("/admin/today");
    expect(landingPath("technician", "/admin/today?date=2026-11-26")).toBe("/admin/today?date=2026-11-26");
    expect(landingPath("technician", "/admin/requests/booking/7")).toBe("/admin/requests/booking/7");
    expect(landingPath("staff", "/admin/schedule")).toBe("/admin/schedule");
  });
});

describe("where to go after signing in", () => {
  it("keeps a workspace page, with its query", () => {
    expect(safeNextPath("/admin/team")).toBe("/admin/team");
    expect(safeNextPath("/admin/activity?page=3")).toBe("/admin/activity?page=3");
    expect(safeNextPath("/admin")).toBe("/admin");
  });

  it("ignores anything that would leave the workspace", () => {
    for (const bad of [
      undefined,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/admin/../contact",
      "/contact",
      "/administrator",
      "/admin/bookings.csv",
      "/admin/team.data",
      "admin/team",
      "/admin/team\nLocation: x",
    ]) {
      expect(safeNextPath(bad), String(bad)).toBe("/admin");
    }
  });

  it("builds the sign-in address that returns there", () => {
    expect(signInPath("/admin/team")).toBe("/admin?next=%2Fadmin%2Fteam");
    expect(signInPath("/admin")).toBe("/admin");
  });
});

describe("a person opening a page, or a script", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${path}`, { headers });

  it("treats a browser's navigation as a page", () => {
    expect(wantsPage(get("/admin/team", { "Sec-Fetch-Dest": "document" }))).toBe(true);
    expect(wantsPage(get("/admin/team", { Accept: "text/html,application/xhtml+xml" }))).toBe(true);
  });

  it("treats client-side data fetches, files, scripts and POSTs as not a page", () => {
    expect(wantsPage(get("/admin/team", { "Sec-Fetch-Dest": "empty", Accept: "*/*" }))).toBe(false);
    expect(wantsPage(get("/admin/team", { Accept: "*/*" }))).toBe(false);
    expect(wantsPage(get("/admin/bookings.csv", { "Sec-Fetch-Dest": "document" }))).toBe(false);
    expect(
      wantsPage(new Request("http://localhost/admin/team", { method: "POST", headers: { Accept: "text/html" } })),
    ).toBe(false);
  });
});
