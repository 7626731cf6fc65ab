import { apiErrorSchema } from "@arthshala/contracts/errors";
import { describe, expect, it } from "vitest";
import { errorResponses } from "./errors.js";

describe("errorResponses", () => {
  it("lists each named code with the one error body, and nothing else", () => {
    const errors = errorResponses(400, 404, 429);
    expect(Object.keys(errors)).toEqual(["400", "404", "429"]);
    for (const schema of Object.values(errors)) expect(schema).toBe(apiErrorSchema);
    expect(errorResponses()).toEqual({});
  });
});
