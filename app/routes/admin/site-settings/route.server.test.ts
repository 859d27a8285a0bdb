import { describe, expect, it } from "vitest";
import { readList } from "./route.server";

const teamForm = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

const ana = { "0.name": "Ana", "0.role": "Owner", "0.bio": "Bio", "0.photoId": "77" };

describe("the team list as its form sends it", () => {
  it("gives a row the photo uploaded for it, and counts an add row with only a photo", () => {
    const { items, values } = readList(
      teamForm({ count: "1", ...ana, "1.name": "", "1.role": "", "1.bio": "", "1.photoId": "" }),
      "team",
      "save",
      new Map([
        [0, 501],
        [1, 502],
      ]),
    );
    expect(items).toEqual([
      { name: "Ana", role: "Owner", bio: "Bio", photoId: "501" },
      { name: "", role: "", bio: "", photoId: "502" },
    ]);
    expect(values).toMatchObject({ count: "2", "0.photoId": "501", "1.photoId": "502" });
  });

  it("leaves an empty add row out, and Remove photo empties only that row's photo", () => {
    const form = teamForm({ count: "1", ...ana, "1.name": " ", "1.photoId": "" });
    expect(readList(form, "team", "save").items).toEqual([{ name: "Ana", role: "Owner", bio: "Bio", photoId: "77" }]);
    expect(readList(form, "team", "photo-remove:0").items).toEqual([
      { name: "Ana", role: "Owner", bio: "Bio", photoId: "" },
    ]);
    // Not a row of the list: nothing changes.
    expect(readList(form, "team", "photo-remove:5").items[0]!.photoId).toBe("77");
    // Lists without photos have no photo to remove.
    const faq = teamForm({ count: "1", "0.question": "Q", "0.answer": "A" });
    expect(readList(faq, "faqs.contact", "photo-remove:0").items).toEqual([{ question: "Q", answer: "A" }]);
  });
});
