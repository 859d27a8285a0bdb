// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { counties } from "#app/content/areas";
import { en } from "#app/content/i18n/en";
import { es } from "#app/content/i18n/es";
import { LazyServiceAreaMap } from "./lazy-service-area-map";
import ServiceAreaMap from "./service-area-map";

afterEach(cleanup);

const mapGroup = () => screen.getByRole("group", { name: "Service area map of Tampa Bay" });

describe("ServiceAreaMap", () => {
  it("has an accessible name and one link per county, to its area page", () => {
    render(<ServiceAreaMap labels={en.map} />, { wrapper: MemoryRouter });
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
    const { container } = render(<ServiceAreaMap labels={en.map} />, { wrapper: MemoryRouter });
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
    const { container } = render(<ServiceAreaMap highlight="hernando-county" labels={en.map} />, {
      wrapper: MemoryRouter,
    });
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
        { path: "/", element: <ServiceAreaMap labels={en.map} /> },
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
        <LazyServiceAreaMap highlight="pasco-county" labels={en.map} />
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
    expect(html).toContain('src="/service-area-map.svg"');
  });
});

describe("the map in Spanish (/es pages: the labels are es.ts's `map`)", () => {
  const spanishName = (englishName: string) => `Condado de ${englishName.replace(/ County$/, "")}`;

  it("names the map and its counties in Spanish and links to the Spanish area pages", () => {
    const { container } = render(
      <MemoryRouter initialEntries={["/es/areas"]}>
        <ServiceAreaMap labels={es.map} />
      </MemoryRouter>,
    );
    const group = screen.getByRole("group", { name: "Mapa del área de servicio en Tampa Bay" });
    const links = within(group).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("aria-label"))).toEqual(counties.map((c) => spanishName(c.name)));
    expect(links.map((l) => l.getAttribute("href"))).toEqual(counties.map((c) => `/es/areas/${c.slug}`));
    const pasco = within(group).getByRole("link", { name: "Condado de Pasco" });
    fireEvent.mouseEnter(pasco);
    const panel = container.querySelector(".sam-panel")!.textContent;
    expect(panel).toContain("Condado de Pasco");
    expect(panel).toMatch(/\d+ ciudades · abrir la página del área/);
    const text = container.textContent ?? "";
    expect(text).toContain("Golfo de México");
    for (const english of ["Gulf of Mexico", "cities", "open area page", "Pasco County", "counties on Florida"]) {
      expect(text, english).not.toContain(english);
    }
  });

  it("renders the placeholder and the plain list in Spanish on the server", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/es/areas/pasco-county"]}>
        <LazyServiceAreaMap highlight="pasco-county" labels={es.map} />
      </MemoryRouter>,
    );
    expect(html).toContain("Cargando el mapa del área de servicio...");
    expect(html).toContain("Condados y ciudades de este mapa");
    expect(html).toMatch(/aria-current="page"[^>]*>Condado de Pasco/);
    for (const county of counties) expect(html).toContain(`href="/es/areas/${county.slug}"`);
    // Without JavaScript, the still picture in Spanish ("Golfo de México": routes/service-area-map.svg).
    expect(html).toContain('src="/es/service-area-map.svg"');
    for (const english of [
      "Loading service area map",
      "Counties and cities on this map",
      "Pasco County",
      "Map of our",
    ]) {
      expect(html, english).not.toContain(english);
    }
  });

  it("keeps every English label the map had", () => {
    expect(en.map).toMatchObject({
      label: "Service area map of Tampa Bay",
      loading: "Loading service area map...",
      listTitle: "Counties and cities on this map",
      cities: "{count} cities",
      open: " · open area page",
    });
  });
});
