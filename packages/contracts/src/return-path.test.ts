import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./auth-client.js";

describe("safeReturnPath (where sign-in returns to)", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeReturnPath("/courses/course/3")).toBe("/courses/course/3");
    expect(safeReturnPath("/courses/course/3?tab=2#m1")).toBe("/courses/course/3?tab=2#m1");
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/articles/..%2F..%2Fhome")).toBe("/articles/..%2F..%2Fhome");
  });

  it.each([
    ["a protocol-relative address", "//evil.example"],
    ["a protocol-relative address with a path", "//evil.example/home"],
    ["an absolute URL", "https://evil.example"],
    ["an absolute URL on this path", "https://evil.example/courses"],
    ["a backslash browsers read as a slash", "/\\evil.example"],
    ["a backslash later on", "/\\/evil.example"],
    ["a tab browsers drop", "/\t/evil.example"],
    ["a newline browsers drop", "/\n/evil.example"],
    ["a dot segment that resolves to //", "/.//evil.example"],
    ["a parent segment that resolves to //", "/..//evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: after a slash-less scheme", "JaVaScRiPt:alert(document.cookie)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "home"],
    ["an empty value", ""],
    ["the API", "/api/auth/oidc/login"],
    ["the sign-in page (a loop)", "/signin?next=/home"],
    ["the sign-up page", "/signup"],
    ["the popup's landing page", "/auth/done"],
  ])("refuses %s", (_why, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("refuses what is not a string, and what is too long", () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(["/home"])).toBeNull();
    expect(safeReturnPath(`/${"a".repeat(1000)}`)).toBeNull();
  });
});
