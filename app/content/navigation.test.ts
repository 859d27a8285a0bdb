import { describe, expect, it } from "vitest";
import { isCurrentWorkspaceItem, workspaceNav } from "./navigation";

/** The labels of the items marked current on `pathname`. */
const current = (pathname: string) =>
  workspaceNav.filter((item) => isCurrentWorkspaceItem(item.to, pathname)).map((i) => i.label);

describe("the workspace navigation's current item", () => {
  it("marks Requests on the list, a request's page and where requests come from", () => {
    expect(current("/admin")).toEqual(["Requests"]);
    expect(current("/admin/requests/booking/12")).toEqual(["Requests"]);
    expect(current("/admin/requests/message/3")).toEqual(["Requests"]);
    expect(current("/admin/sources")).toEqual(["Requests"]);
  });

  it("marks each other page alone, never Requests with it", () => {
    expect(current("/admin/schedule")).toEqual(["Schedule"]);
    expect(current("/admin/team")).toEqual(["Team"]);
    expect(current("/admin/settings")).toEqual(["Settings"]);
    expect(current("/admin/activity")).toEqual(["Activity"]);
    expect(current("/admin/account")).toEqual(["Account"]);
  });

  it("marks nothing for pages outside the navigation or look-alike paths", () => {
    expect(current("/admin/invite/abc")).toEqual([]);
    expect(current("/admin/requests")).toEqual([]);
    expect(current("/admin/schedule-old")).toEqual([]);
    expect(current("/administrator")).toEqual([]);
  });
});
