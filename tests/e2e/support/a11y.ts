import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules every axe check runs: WCAG 2.0, 2.1 and 2.2, A and AA (2.2 brings target size). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * An axe run of AXE_TAGS on the page as it is now, detailing the violations only: the passes' and
 * inapplicable rules' node lists are most of axe's work and of the JSON handed back, and nothing
 * reads them. Legacy mode runs axe in the page itself; the default opens a blank page per run to
 * merge its frames' results (none of our pages has a cross-origin frame), which doubled each
 * run's CPU (docs/decisions/0032-test-time.md).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] });
}

/** axe-core finds no serious or critical violation of AXE_TAGS on the page as it is now. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await axeOn(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 10)
        .join("\n  ")}`,
  );
  expect(report, `${label}: serious/critical axe violations`).toEqual([]);
}
