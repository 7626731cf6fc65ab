import { createHash } from "node:crypto";
import { ogImageSvg } from "./og-image.js";

/** The site's own share image: the landing, lists, calculators and fixed pages. */
export const SITE_IMAGE = {
  kicker: "Financial education made easy",
  title: "Take control of your financial future, for free",
};

const shortHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 8);

/** Changes whenever the drawing itself changes (colours, layout, text around the title). */
const DRAWING = shortHash(ogImageSvg({ kicker: "", title: "" }));

/**
 * A share image's version: when its course or article last changed, and the drawing. Its URL carries
 * it (`?v=`), so a link preview or CDN may keep the image a year, and a new title is a new URL.
 */
export const imageVersion = (updatedAt: Date): string => `${updatedAt.getTime().toString(36)}-${DRAWING}`;
export const SITE_IMAGE_VERSION = shortHash(ogImageSvg(SITE_IMAGE));

export const siteImagePath = `/og/site.png?v=${SITE_IMAGE_VERSION}`;
export const shareImagePath = (kind: "course" | "article", id: number, updatedAt: Date): string =>
  `/og/${kind}/${id}.png?v=${imageVersion(updatedAt)}`;
