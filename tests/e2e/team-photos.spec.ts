/**
 * Team photos (issue 23, "team members for /about: name, role, short bio, optional photo through
 * the photo pipeline"), on a server of its own with the page cache reporting: the owner adds a
 * member with a photo on Settings > Team; /about (kept by the page cache, seen before the save)
 * shows the <img> on the next request, its src answers 200 image/jpeg cached for good, a square
 * without the upload's EXIF (GPS); a file that is not a photo is refused with its message and
 * the name, role and bio typed are kept (without JavaScript); "Remove photo" removes the <img>
 * and the old URL answers 404, as does an id the team never named; staff and a technician get
 * 403 on the upload. The team page with a photo passes axe, fits 320 and 375 px and the Nu HTML
 * Checker; screenshots of both pages at 320, 375 and 1280 px in test-results/team-photos/.
 */
import exifr from "exifr";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { PHOTO_MESSAGES, TEAM_PHOTO_SIDE } from "#app/photos/limits";
import { htmlErrors } from "./support/html-checker";
import { expectNoSeriousViolations } from "./support/a11y";
import { signIn, uniqueMarker } from "./support/requests";
import { useOwnServer } from "./support/spawn-server";
import { expectPhoneFit, ownerPage as ownerPageOn, staffSession } from "./support/workspace";

const SAVED = "Saved. The site shows it from the next page view.";

/** A real photo from a phone: a JPEG carrying the camera's make and where it was taken. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3b7dd8" } })
    .composite([
      {
        input: { create: { width: 400, height: 400, channels: 3, background: "#f2c14e" } },
        left: 500,
        top: 250,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "27/1 57/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "82/1 27/1 0/1" },
    })
    .toBuffer();
}

test.describe("team photos on /about", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const server = useOwnServer({ env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, PAGE_CACHE_REPORT: "1" } });
  const name = uniqueMarker("Maria Lopez");
  let photoUrl = "";

  const ownerPage = (browser: Browser, javaScriptEnabled = true) => ownerPageOn(browser, server.url, javaScriptEnabled);

  const teamPanel = (page: Page) => page.getByRole("region", { name: "Team" });

  test("the owner adds a member with a photo: /about shows it on the next request, stripped of EXIF", async ({
    browser,
  }) => {
    const page = await ownerPage(browser);
    // /about is kept by the page cache before the save.
    await page.goto("/about");
    const before = await page.request.get(`${server.url}/about`);
    expect(before.headers()["x-page-cache"]).toMatch(/^hit/);
    await expect(page.locator("main img")).toHaveCount(0);

    const upload = await phonePhoto();
    expect(await exifr.gps(upload)).toEqual({ latitude: 27.95, longitude: -82.45 });
    await page.goto("/admin/settings/team");
    const add = teamPanel(page).getByRole("group", { name: "Add a team member" });
    await add.getByLabel("Name").fill(name);
    await add.getByLabel("Role").fill("Lead technician");
    await add.getByLabel("Short bio").fill("Fixes compressors since 2009.");
    await add
      .getByLabel("Photo (optional)")
      .setInputFiles({ name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: upload });
    await teamPanel(page).getByRole("button", { name: "Save team" }).click();
    await expect(teamPanel(page).getByRole("status")).toHaveText(SAVED);
    const member = teamPanel(page).getByRole("group", { name: "Team member 1" });
    await expect(member.getByLabel("Name")).toHaveValue(name);
    await expect(member.getByRole("img", { name: `${name}, as the About page shows them` })).toBeVisible();

    // The next request to /about (a new content version) shows the photo.
    const response = await page.goto("/about");
    expect(response!.headers()["x-page-cache"]).toMatch(/^miss/);
    const img = page.getByRole("img", { name, exact: true });
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", String(TEAM_PHOTO_SIDE));
    await expect(img).toHaveAttribute("height", String(TEAM_PHOTO_SIDE));
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth)).toBe(TEAM_PHOTO_SIDE);
    photoUrl = (await img.getAttribute("src"))!;
    expect(photoUrl).toMatch(/^\/team-photos\/[1-9]\d*$/);

    const photo = await page.request.get(`${server.url}${photoUrl}`);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    expect(photo.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(photo.headers()["x-content-type-options"]).toBe("nosniff");
    const bytes = await photo.body();
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      "jpeg",
      TEAM_PHOTO_SIDE,
      TEAM_PHOTO_SIDE,
      undefined,
    ]);
    expect(
      await exifr.parse(bytes, { tiff: true, gps: true, xmp: true, icc: true, iptc: true, jfif: false }),
    ).toBeUndefined();

    // Screenshots: /about with the photo, and the team page with it.
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about#team");
      await page.getByRole("img", { name, exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/team-photos/about-${width}.png`, fullPage: true });
      await page.goto("/admin/settings/team");
      await page.screenshot({ path: `test-results/team-photos/settings-team-${width}.png`, fullPage: true });
    }
    await expectPhoneFit(page, "/admin/settings/team with a photo");
    await page.goto("/about");
    await expectNoSeriousViolations(page, "/about with a team photo");
    await page.context().close();
  });

  test("a file that is not a photo is refused with its message, the name, role and bio typed kept (no JavaScript)", async ({
    browser,
  }) => {
    const page = await ownerPage(browser, false);
    await page.goto("/admin/settings/team");
    const member = () => teamPanel(page).getByRole("group", { name: "Team member 1" });
    await member().getByLabel("Name").fill(`${name} Jr.`);
    await member().getByLabel("Role").fill("Owner");
    await member().getByLabel("Short bio").fill("Typed, and kept.");
    await member()
      .getByLabel("Photo (optional)")
      .setInputFiles({
        name: "portrait.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("<?php echo 'not a photo'; ?>"),
      });
    await teamPanel(page).getByRole("button", { name: "Save team" }).click();
    await expect(page.getByText(PHOTO_MESSAGES.notAnImage)).toBeVisible();
    await expect(member().getByLabel("Photo (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(member().getByLabel("Name")).toHaveValue(`${name} Jr.`);
    await expect(member().getByLabel("Role")).toHaveValue("Owner");
    await expect(member().getByLabel("Short bio")).toHaveValue("Typed, and kept.");
    // The photo already saved is still the member's, and nothing else was saved.
    await expect(member().getByRole("img")).toHaveCount(1);
    const refusedHtml = await page.content();
    await page.goto("/admin/settings/team");
    await expect(member().getByLabel("Name")).toHaveValue(name);
    expect((await page.request.get(`${server.url}${photoUrl}`)).status()).toBe(200);

    // The Nu HTML Checker: the team page with a photo, and refused.
    expect(
      htmlErrors([
        { name: "team with a photo", html: await page.content() },
        { name: "team refused", html: refusedHtml },
      ]),
    ).toEqual([]);
    await page.context().close();
  });

  test("staff and a technician get 403 on the upload", async () => {
    const upload = await phonePhoto();
    for (const role of ["staff", "technician"] as const) {
      const cookie = await staffSession(server.url, role);
      for (const path of ["/admin/settings/team", "/admin/settings/team.data"]) {
        const form = new FormData();
        form.append("field", "team");
        form.append("version", "default");
        form.append("intent", "save");
        form.append("count", "0");
        form.append("0.name", `${role} was here`);
        form.append("0.role", "x");
        form.append("0.bio", "x");
        form.append("0.photo", new File([new Uint8Array(upload)], "x.jpg", { type: "image/jpeg" }));
        const response = await fetch(server.url + path, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookie, Origin: server.url },
          body: form,
        });
        expect(response.status, `${role} POST ${path}`).toBe(403);
      }
    }
    const owner = await signIn(server.url, E2E_ADMIN_PASSWORD);
    const team = await (await fetch(`${server.url}/admin/settings/team`, { headers: { Cookie: owner } })).text();
    expect(team).not.toContain("was here");
  });

  test("Remove photo: /about shows no <img> and the old URL answers 404; an id never named answers 404", async ({
    browser,
  }) => {
    const page = await ownerPage(browser);
    await page.goto("/admin/settings/team");
    await teamPanel(page).getByRole("button", { name: "Remove photo of team member 1" }).click();
    await expect(teamPanel(page).getByRole("status")).toHaveText(SAVED);
    await expect(teamPanel(page).getByRole("group", { name: "Team member 1" }).getByRole("img")).toHaveCount(0);
    await expect(teamPanel(page).getByRole("group", { name: "Team member 1" }).getByLabel("Name")).toHaveValue(name);

    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    const gone = await page.request.get(`${server.url}${photoUrl}`);
    expect(gone.status()).toBe(404);
    expect(gone.headers()["cache-control"]).toBe("no-store");
    for (const path of ["/team-photos/1", "/team-photos/abc", "/team-photos/0", "/team-photos/99999999999999999999"])
      expect((await page.request.get(`${server.url}${path}`)).status(), path).toBe(404);
    await page.context().close();
  });
});
