import { describe, expect, it } from "vitest";
import { SCHEME_ROUTES } from "./scheme-routes";
import { SCHEME_LISTS } from "./schemes-catalog";

describe("SCHEME_ROUTES", () => {
  it("names every scheme list's page once, in the catalogue's order", () => {
    expect(SCHEME_LISTS.map((list) => list.route)).toEqual([...SCHEME_ROUTES]);
  });
});
