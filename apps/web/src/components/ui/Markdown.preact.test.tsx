import { hydrate, render } from "preact";
import { renderToString } from "preact-render-to-string";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tookOverAll, whileHydrating } from "../../app/hydration";
import { Markdown } from "./Markdown";

// react-i18next is loaded as published, on React's own hooks, which do not run under Preact: the one
// text Markdown asks for is given here.
vi.mock("react-i18next", () => ({ useTranslation: () => ({ t: () => "(opens in a new tab)" }) }));

const ARTICLE =
  "## Why save\n\nA **little** each week, in a [recurring deposit](https://www.rbi.org.in/).\n\n- first\n- second";
const OTHER = "Another article, with *its own* words.";

function drawnInto(text: string): HTMLElement {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(<Markdown>{text}</Markdown>);
  return container;
}

afterEach(async () => {
  await tookOverAll();
  document.body.replaceChildren();
});

describe("Markdown taking over a server-drawn text", () => {
  it("keeps the drawn nodes in a hydrate, then draws a changed text, and the first again", async () => {
    const container = drawnInto(ARTICLE);
    const html = container.innerHTML;
    // A mark the text's own render would remove: it stays only if the drawn nodes were not walked.
    container.querySelector("h3")?.append(" ✓");
    const nodes = [...container.querySelectorAll("*")];

    whileHydrating(() => hydrate(<Markdown>{ARTICLE}</Markdown>, container), true);
    expect([...container.querySelectorAll("*")]).toEqual(nodes);
    expect(container.querySelector("h3")?.textContent).toBe("Why save ✓");

    // Drawn again with the same text (a parent's update), it stays as drawn.
    render(<Markdown className="mt-8">{ARTICLE}</Markdown>, container);
    expect(container.querySelector("li")).toBe(nodes.find((n) => n.localName === "li"));
    expect(container.textContent).toContain("A little each week");

    expect(container.querySelector("h3")?.textContent).toBe("Why save ✓");

    render(<Markdown>{OTHER}</Markdown>, container);
    expect(container.querySelector("em")?.textContent).toBe("its own");
    expect(container.textContent).not.toContain("Why save");

    // Back to the first text: drawn from its Markdown now, not the empty placeholder.
    render(<Markdown>{ARTICLE}</Markdown>, container);
    expect(container.innerHTML).toBe(html);
  });

  it("draws its text in a render (a takeover in another language), never blanking it", () => {
    const container = drawnInto(ARTICLE);
    const html = container.innerHTML;
    whileHydrating(() => render(<Markdown>{ARTICLE}</Markdown>, container), false);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector("a")?.getAttribute("href")).toBe("https://www.rbi.org.in/");
  });
});
