import { hydrate, render } from "preact";
import { renderToString } from "preact-render-to-string";
import { useId, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import {
  isHydrating,
  releaseHeld,
  TakeOverLater,
  tookOverAll,
  useTakenOver,
  whileHydrating,
} from "./hydration";

/** Who drew first while the app was taking over (isHydrating), in order. */
let firstDraws: string[] = [];

/** A button that counts its presses, and says "live" once the app has taken it over (useTakenOver). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useState(() => firstDraws.push(`${label}:${isHydrating()}`));
  const taken = useTakenOver();
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label} ${count} ${taken ? "live" : "drawn"}`}
    </button>
  );
}

/** A disclosure whose panel, made when opened, must be the one its button names (aria-controls). */
function Disclosure({ label }: { label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-controls={id} aria-expanded={open} onClick={() => setOpen(true)}>
        {`show ${label}`}
      </button>
      {open ? <div id={id}>{`panel ${label}`}</div> : null}
    </div>
  );
}

/**
 * A region whose owner draws a disclosure once pressed, as the landing page's articles open a reader:
 * the region is drawn again, and the new disclosure's ids are made after the takeover.
 */
function Later() {
  const [shown, setShown] = useState(false);
  return (
    <TakeOverLater name="later">
      <div>
        <button type="button" onClick={() => setShown(true)}>
          later
        </button>
        <Disclosure label="early" />
        {shown ? <Disclosure label="late" /> : null}
      </div>
    </TakeOverLater>
  );
}

function Page() {
  return (
    <div>
      <Counter label="top" />
      <Disclosure label="first" />
      <TakeOverLater name="middle">
        <section>
          <Counter label="middle" />
          <Disclosure label="middle" />
          <Later />
          <TakeOverLater name="inner">
            <p>
              <Counter label="inner" />
            </p>
          </TakeOverLater>
        </section>
      </TakeOverLater>
      <Disclosure label="after" />
      <TakeOverLater name="bottom">
        <footer>
          <Counter label="bottom" />
        </footer>
      </TakeOverLater>
    </div>
  );
}

const root = () => document.body.appendChild(document.createElement("div"));
const button = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent?.startsWith(label))!;
const flushEffects = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The page as the server draws it: whole, each part as the takeover's first render will draw it. */
function drawn(): string {
  let html = "";
  whileHydrating(() => {
    html = renderToString(<Page />);
  });
  firstDraws = [];
  return html;
}

afterEach(() => {
  document.body.replaceChildren();
  firstDraws = [];
});

describe("a server-drawn page taken over in parts", () => {
  it("is drawn whole, with no trace of its regions, whose ids are their own", () => {
    const disclosure = (id: string, label: string) =>
      `<div><button type="button" aria-controls="${id}" aria-expanded="false">show ${label}</button></div>`;
    expect(drawn()).toBe(
      '<div><button type="button">top 0 drawn</button>' +
        disclosure("P0-0", "first") +
        '<section><button type="button">middle 0 drawn</button>' +
        disclosure("Pmiddle-0", "middle") +
        '<div><button type="button">later</button>' +
        disclosure("Plater-0", "early") +
        "</div>" +
        '<p><button type="button">inner 0 drawn</button></p></section>' +
        disclosure("P0-1", "after") +
        '<footer><button type="button">bottom 0 drawn</button></footer></div>',
    );
  });

  it("keeps every drawn node while its regions wait, then takes each over on its own turn", async () => {
    const container = root();
    container.innerHTML = drawn();
    const nodes = [...container.querySelectorAll("*")];

    whileHydrating(() => hydrate(<Page />, container), true);

    // The first task took over what is outside the regions only; the regions are still as drawn.
    expect(firstDraws).toEqual(["top:true"]);
    expect([...container.querySelectorAll("*")]).toEqual(nodes);
    // Only the part outside the regions answers a press yet (a region's turn is a later task).
    for (const label of ["top", "middle", "bottom"]) button(container, label).click();
    await Promise.resolve();
    await Promise.resolve();
    expect(button(container, "top").textContent).toMatch(/^top 1 /);
    expect(button(container, "middle").textContent).toBe("middle 0 drawn");
    expect(button(container, "bottom").textContent).toBe("bottom 0 drawn");

    await tookOverAll();
    await flushEffects();
    // Each region drew first as the server did, in the page's order, the inner one after its own.
    expect(firstDraws).toEqual(["top:true", "middle:true", "bottom:true", "inner:true"]);
    expect([...container.querySelectorAll("*")]).toEqual(nodes);
    for (const label of ["middle", "inner", "bottom"]) button(container, label).click();
    await flushEffects();
    expect(button(container, "middle").textContent).toBe("middle 1 live");
    expect(button(container, "inner").textContent).toBe("inner 1 live");
    expect(button(container, "bottom").textContent).toBe("bottom 1 live");
    expect(isHydrating()).toBe(false);

    // Ids agree with the drawn ones in and after a region: a panel made now is the one its button names,
    // and a region drawn again gives what it makes then ids of its own.
    button(container, "later").click();
    await flushEffects();
    for (const label of ["first", "middle", "after", "early", "late"]) {
      const show = button(container, `show ${label}`);
      show.click();
      await flushEffects();
      expect(document.getElementById(show.getAttribute("aria-controls")!)?.textContent).toBe(
        `panel ${label}`,
      );
    }
  });

  it("releases the controls the server held as each part is taken over, not before", async () => {
    const container = root();
    // As features/seo/app-render.ts's holdForms draws them.
    container.innerHTML = drawn().replaceAll('type="button"', 'type="button" disabled data-until-app=""');
    const held = () =>
      [...container.querySelectorAll("[data-until-app]")].map((b) => b.textContent?.split(" ")[0]);

    whileHydrating(() => hydrate(<Page />, container), true);
    releaseHeld(container);
    expect(held()).toEqual(["middle", "show", "later", "show", "inner", "bottom"]);
    expect(button(container, "top").disabled).toBe(false);
    expect(button(container, "show first").disabled).toBe(false);
    expect(button(container, "middle").disabled).toBe(true);

    await tookOverAll();
    await flushEffects();
    expect(held()).toEqual([]);
    expect([...container.querySelectorAll("button")].every((b) => !b.disabled)).toBe(true);
  });

  it("shows what only this device knows once it has some, and is not drawn again before", async () => {
    let draws = 0;
    function Local({ has }: { has: boolean }) {
      draws++;
      return <p>{useTakenOver(has) ? "live" : "drawn"}</p>;
    }
    const container = root();
    whileHydrating(() => {
      container.innerHTML = renderToString(<Local has={false} />);
    });
    draws = 0;
    whileHydrating(() => hydrate(<Local has={false} />, container));
    await flushEffects();
    expect(container.textContent).toBe("drawn");
    expect(draws).toBe(1);

    render(<Local has={true} />, container);
    await flushEffects();
    expect(container.textContent).toBe("live");
  });

  it("takes over at once in a render (another language than the drawn one), and in an app drawn from scratch", async () => {
    const container = root();
    container.innerHTML = drawn();
    whileHydrating(() => render(<Page />, container));
    button(container, "inner").click();
    await flushEffects();
    expect(button(container, "inner").textContent).toBe("inner 1 live");

    const fresh = root();
    render(<Page />, fresh);
    expect(firstDraws.slice(-4)).toEqual(["top:false", "middle:false", "inner:false", "bottom:false"]);
    button(fresh, "bottom").click();
    await flushEffects();
    expect(button(fresh, "bottom").textContent).toBe("bottom 1 live");
  });
});
