/** A Markdown page cut at its "## " headings, so the page can lay out each section its own way. */
export interface PageSection {
  heading: string;
  body: string;
}

export function splitSections(markdown: string): { intro: string; sections: PageSection[] } {
  const parts = markdown.split(/^## +(.+?) *$/m);
  const sections: PageSection[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    sections.push({ heading: (parts[i] ?? "").trim(), body: (parts[i + 1] ?? "").trim() });
  }
  return { intro: (parts[0] ?? "").trim(), sections };
}

/** The sections laid out their own way, by their heading in content/pages/about.md or its Hindi. */
export const isInstitutionsPitch = (heading: string) =>
  heading === "For Financial Institutions" || heading === "वित्तीय संस्थानों के लिए";
export const isMeetArthi = (heading: string) =>
  heading.startsWith("Meet Arthi") || heading.startsWith("Arthi से मिलिए");
