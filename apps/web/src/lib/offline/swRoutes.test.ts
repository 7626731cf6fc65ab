import { describe, expect, it } from "vitest";
import { isAppPage, isBuildAsset, isMediaImage, markdownImages } from "./swRoutes";

const ORIGIN = "https://arthshala.example";
const url = (path: string) => new URL(path, ORIGIN);

describe("isAppPage", () => {
  it("takes the app's pages, which the shell can stand in for offline", () => {
    for (const path of ["/", "/home", "/courses/course/1/module/2/card/3", "/articles?article=upi-frauds"]) {
      expect(isAppPage(url(path), ORIGIN), path).toBe(true);
    }
  });

  it("leaves what the server answers itself, and other sites, to the network", () => {
    for (const path of [
      "/api",
      "/api/health",
      "/uploads/a.png",
      "/content/x.svg",
      "/og/home.png",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      expect(isAppPage(url(path), ORIGIN), path).toBe(false);
    }
    expect(isAppPage(new URL("https://elsewhere.example/home"), ORIGIN)).toBe(false);
  });
});

describe("isMediaImage", () => {
  it("caches uploaded and seeded images, not videos or other sites' files", () => {
    expect(isMediaImage(url("/uploads/ab12.webp"), ORIGIN, "")).toBe(true);
    expect(isMediaImage(url("/content/courses/budget"), ORIGIN, "image")).toBe(true);
    expect(isMediaImage(url("/uploads/lesson.mp4"), ORIGIN, "video")).toBe(false);
    expect(isMediaImage(url("/assets/logo.png"), ORIGIN, "image")).toBe(false);
    expect(isMediaImage(new URL("https://cdn.example/uploads/a.png"), ORIGIN, "image")).toBe(false);
  });
});

describe("isBuildAsset", () => {
  it("is a hashed file under /assets/ of this site", () => {
    expect(isBuildAsset(url("/assets/AdminPage-x1.js"), ORIGIN)).toBe(true);
    expect(isBuildAsset(url("/uploads/a.png"), ORIGIN)).toBe(false);
  });
});

describe("markdownImages", () => {
  it("finds this site's pictures in a card's Markdown, once each", () => {
    const text =
      "![A budget](/uploads/budget.png) and ![again](/uploads/budget.png)\n![](</content/piggy.svg>)\n![far](https://elsewhere.example/x.png)";
    expect(markdownImages(text)).toEqual(["/uploads/budget.png", "/content/piggy.svg"]);
    expect(markdownImages(null)).toEqual([]);
  });
});
