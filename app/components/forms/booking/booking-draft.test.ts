// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, restoreDraft, saveDraft } from "./booking-draft";

const FIELDS = ["name", "issue", "issueDescription"] as const;

function makeForm(values: { name?: string; issue?: string } = {}) {
  document.body.innerHTML = `
    <form>
      <input name="name" value="${values.name ?? ""}">
      <select name="issue"><option>Not Cooling</option><option>Water Leaking</option></select>
      <textarea name="issueDescription"></textarea>
      <input name="company_website">
    </form>`;
  const form = document.querySelector("form")!;
  if (values.issue) form.querySelector("select")!.value = values.issue;
  return form;
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe("booking draft", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("keeps what was typed in sessionStorage only, and puts it back into a fresh form", () => {
    const form = makeForm();
    field(form, "name").value = "Zoë";
    field(form, "issue").value = "Water Leaking";
    field(form, "issueDescription").value = "Pools of water\nunder the drawer";
    field(form, "company_website").value = "bot";
    saveDraft(form, FIELDS);
    expect(localStorage.length).toBe(0);
    expect(JSON.parse(sessionStorage.getItem("booking-draft")!)).toEqual({
      name: "Zoë",
      issue: "Water Leaking",
      issueDescription: "Pools of water\nunder the drawer",
    });

    const fresh = makeForm();
    restoreDraft(fresh, FIELDS);
    expect(field(fresh, "name").value).toBe("Zoë");
    expect(field(fresh, "issue").value).toBe("Water Leaking");
    expect(field(fresh, "issueDescription").value).toBe("Pools of water\nunder the drawer");
    expect(field(fresh, "company_website").value).toBe("");
  });

  it("never overwrites a field the visitor has already changed (typed before the page hydrated)", () => {
    const first = makeForm();
    field(first, "name").value = "Old draft";
    field(first, "issueDescription").value = "From the draft";
    saveDraft(first, FIELDS);

    const typedBeforeHydration = makeForm();
    field(typedBeforeHydration, "name").value = "Typed early";
    restoreDraft(typedBeforeHydration, FIELDS);
    expect(field(typedBeforeHydration, "name").value).toBe("Typed early");
    expect(field(typedBeforeHydration, "issueDescription").value).toBe("From the draft");
  });

  it("is gone once cleared, and a broken entry is ignored", () => {
    const form = makeForm();
    field(form, "name").value = "Ann";
    saveDraft(form, FIELDS);
    clearDraft();
    const fresh = makeForm();
    restoreDraft(fresh, FIELDS);
    expect(field(fresh, "name").value).toBe("");

    sessionStorage.setItem("booking-draft", "{not json");
    expect(() => restoreDraft(makeForm(), FIELDS)).not.toThrow();
  });
});
