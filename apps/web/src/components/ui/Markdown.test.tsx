import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./Markdown";
import { MarkdownText } from "./MarkdownText";

describe("Markdown", () => {
  it("draws the HTML the API made, in the tone asked for", () => {
    const { container } = render(
      <Markdown tone="inverse" html={'<p class="leading-relaxed">One <strong>need</strong>.</p>'} />,
    );
    expect(container.querySelector("strong")?.textContent).toBe("need");
    expect(container.firstElementChild?.className).toContain("text-brand-50");
  });
});

describe("MarkdownText", () => {
  it("makes HTML of Markdown written here with the API's function, links elsewhere in a new tab", () => {
    const { container } = render(
      <MarkdownText>
        {"Two:\n\n- rent\n- food\n\nSee [RBI](https://www.rbi.org.in/). <script>x()</script>"}
      </MarkdownText>,
    );
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(container.querySelector("script")).toBeNull();
    const link = screen.getByRole("link", { name: "RBI (opens in a new tab)" });
    expect(link.getAttribute("target")).toBe("_blank");
  });
});
