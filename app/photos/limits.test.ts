import { describe, expect, it } from "vitest";
import { parseTeamPhotoId, teamPhotoField, teamPhotoPath, teamPhotoRow } from "./limits";

describe("team photo names", () => {
  it("reads a row's photo field back to its row, and nothing else", () => {
    expect(teamPhotoRow(teamPhotoField(0))).toBe(0);
    expect(teamPhotoRow(teamPhotoField(20))).toBe(20);
    for (const field of ["photos", "photo", "01.photo", "-1.photo", "1.photoId", "1.photo.x", "1000.photo", " 1.photo"])
      expect(teamPhotoRow(field), field).toBeUndefined();
  });

  it("takes a photo id from a URL only as plain digits within safe integers", () => {
    expect(parseTeamPhotoId("123456789012")).toBe(123456789012);
    expect(teamPhotoPath(42)).toBe("/team-photos/42");
    for (const text of [undefined, "", "0", "012", "1e3", "1.0", "-5", "0x10", "99999999999999999", "12a", " 7"])
      expect(parseTeamPhotoId(text), String(text)).toBeUndefined();
  });
});
