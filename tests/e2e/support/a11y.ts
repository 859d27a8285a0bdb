import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules every axe check runs: WCAG 2.0, 2.1 and 2.2, A and AA (2.2 brings target size). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core finds no serious or critical violation of AXE_TAGS on the page as it is now. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  // Only the violations in detail: the passes' and the inapplicable rules' node lists are most of
  // axe's work and of the JSON it hands back, and nothing reads them.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
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
