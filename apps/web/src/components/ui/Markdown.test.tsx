import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./Markdown";

describe("Markdown", () => {
  it("never turns raw HTML into elements", () => {
    const { container } = render(
      <Markdown>
        {
          'Before <script>window.hacked = true</script> after.\n\n<img src="x" onerror="window.hacked = true">\n\n<div onclick="alert(1)">Click</div>\n\nInline <b onmouseover="alert(1)">bold</b> text.'
        }
      </Markdown>,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("[onerror],[onclick],[onmouseover]")).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(container.textContent).toContain("Before");
    expect(container.textContent).toContain("after.");
  });

  it("drops javascript: links", () => {
    const { container } = render(<Markdown>{"[click me](javascript:alert(1))"}</Markdown>);
    const href = container.querySelector("a")?.getAttribute("href") ?? "";
    expect(href.toLowerCase()).not.toContain("javascript");
  });

  it("splits paragraphs on blank lines and renders Markdown emphasis and lists", () => {
    const { container } = render(<Markdown>{"One **need**.\n\nTwo:\n\n- rent\n- food"}</Markdown>);
    expect(container.querySelectorAll("p")).toHaveLength(2);
    expect(container.querySelector("strong")?.textContent).toBe("need");
    expect(container.querySelectorAll("li")).toHaveLength(2);
  });

  it("opens external links in a new tab, safely; internal ones in place", () => {
    render(<Markdown>{"See [RBI](https://www.rbi.org.in/) and [courses](/courses)."}</Markdown>);
    const external = screen.getByRole("link", { name: /RBI/ });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    const internal = screen.getByRole("link", { name: "courses" });
    expect(internal.getAttribute("target")).toBeNull();
  });
});
