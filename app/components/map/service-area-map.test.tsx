// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { counties } from "#app/content/areas";
import { LazyServiceAreaMap } from "./lazy-service-area-map";
import ServiceAreaMap from "./service-area-map";

afterEach(cleanup);

const mapGroup = () => screen.getByRole("group", { name: "Service area map of Tampa Bay" });

describe("ServiceAreaMap", () => {
  it("has an accessible name and one link per county, to its area page", () => {
    render(<ServiceAreaMap />, { wrapper: MemoryRouter });
    const links = within(mapGroup()).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("aria-label"))).toEqual(counties.map((c) => c.name));
    expect(links.map((l) => l.getAttribute("href"))).toEqual(counties.map((c) => `/areas/${c.slug}`));
    for (const link of links) {
      expect(link.namespaceURI).toBe("http://www.w3.org/2000/svg");
      expect(link.getAttribute("tabindex")).toBe("0");
      expect(link.hasAttribute("aria-current")).toBe(false);
    }
    // Every city of every county is marked, inside that county's link.
    for (const county of counties) {
      const link = within(mapGroup()).getByRole("link", { name: county.name });
      expect([...link.querySelectorAll("circle title")].map((t) => t.textContent)).toEqual(county.cities);
    }
  });

  it("names and highlights the county under the pointer or the keyboard focus", () => {
    const { container } = render(<ServiceAreaMap />, { wrapper: MemoryRouter });
    const panel = container.querySelector(".sam-panel")!;
    expect(panel.textContent).toBe("");
    const pasco = within(mapGroup()).getByRole("link", { name: "Pasco County" });
    fireEvent.mouseEnter(pasco);
    expect(pasco.getAttribute("data-active")).toBe("true");
    expect(panel.textContent).toContain("Pasco County");
    fireEvent.mouseLeave(pasco);
    expect(pasco.hasAttribute("data-active")).toBe(false);
    expect(panel.textContent).toBe("");

    const pinellas = within(mapGroup()).getByRole("link", { name: "Pinellas County" });
    act(() => pinellas.focus());
    expect(pinellas.getAttribute("data-active")).toBe("true");
    expect(panel.textContent).toContain("Pinellas County");
    expect(container.querySelector(".sam-outline--focus")).not.toBeNull();
    act(() => pinellas.blur());
    expect(panel.textContent).toBe("");
  });

  it("emphasises the county of an area page and mutes the others", () => {
    const { container } = render(<ServiceAreaMap highlight="hernando-county" />, { wrapper: MemoryRouter });
    const links = within(mapGroup()).getAllByRole("link");
    const hernando = links.find((l) => l.getAttribute("data-county") === "hernando-county")!;
    expect(hernando.getAttribute("aria-current")).toBe("page");
    expect(hernando.getAttribute("data-highlighted")).toBe("true");
    expect(links.filter((l) => l.hasAttribute("data-muted"))).toHaveLength(3);
    expect(container.querySelector(".sam-panel")!.textContent).toContain("Hernando County");
    expect(container.querySelector(".sam-outline--current")).not.toBeNull();
  });

  it("opens the county page on click, inside the router", async () => {
    const router = createMemoryRouter(
      [
        { path: "/", element: <ServiceAreaMap /> },
        { path: "/areas/:slug", element: <p>area page</p> },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(within(mapGroup()).getByRole("link", { name: "Hillsborough County" }));
    expect(await screen.findByText("area page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/areas/hillsborough-county");
  });
});

describe("LazyServiceAreaMap on the server", () => {
  it("renders the placeholder in a reserved 4:3 box and the plain list, but not the map", () => {
    const html = renderToString(
      <MemoryRouter>
        <LazyServiceAreaMap highlight="pasco-county" />
      </MemoryRouter>,
    );
    expect(html).toContain("Loading service area map...");
    expect(html).toContain("aspect-[4/3]");
    expect(html).not.toContain("<svg");
    expect(html).not.toMatch(/style="/);
    for (const county of counties) {
      expect(html).toContain(`href="/areas/${county.slug}"`);
      for (const city of county.cities) expect(html).toContain(city.replace(/'/g, "&#x27;"));
    }
    expect(html).toMatch(/aria-current="page"[^>]*>Pasco County/);
  });
});
