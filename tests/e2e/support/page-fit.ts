/**
 * "Fits a phone" (issue 10), one rule for the public site and the staff workspace: no sideways
 * scrolling, nothing past the right edge, nothing cut off or spilling out of its box.
 */
import type { Page } from "@playwright/test";

/** The phone widths every page is held to. */
export const PHONE_WIDTHS = [320, 375] as const;

/** What sticks out: the page's own width, elements past the right edge, clipped content. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`);
    }
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${(el.getAttribute("class") ?? "").slice(0, 60)}"> "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    // Content that scrolls inside its own box (a wide table) is allowed to be wider than that box.
    const insideScroller = (el: Element) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Not drawn (hidden, in a closed <details>), 1 px boxes (the honeypot), screen-reader-only text.
      if (!el.checkVisibility({ visibilityProperty: true }) || rect.width <= 1 || rect.height <= 1) continue;
      if (style.clipPath === "inset(50%)" || insideScroller(el)) continue;
      if (rect.right > width + 0.5) problems.push(`${describe(el)} ends at ${Math.round(rect.right)} px`);
      // (SVG drawings are not laid out in boxes: only their right edge counts.)
      // A text field scrolls its own value (a long address typed or shown) the way a scroller does.
      const scrollsItsValue =
        el instanceof HTMLTextAreaElement ||
        (el instanceof HTMLInputElement && /^(text|email|url|search|tel|password)$/.test(el.type));
      if (
        !(el instanceof SVGElement) &&
        !scrollsItsValue &&
        el.scrollWidth > el.clientWidth + 1 &&
        el.clientWidth > 0
      ) {
        // Clipped, or spilling over whatever sits beside it (text under a button).
        const what = /(hidden|clip)/.test(style.overflowX) ? "cuts off" : "spills";
        problems.push(`${describe(el)} ${what} its content (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
    }
    return problems;
  });
}
