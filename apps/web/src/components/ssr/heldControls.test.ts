import { describe, expect, it } from "vitest";
import { releaseHeld } from "./heldControls";

const page = () => {
  document.body.innerHTML = `
    <div id="root">
      <button id="top" disabled data-until-app="">Add</button>
      <div id="panel" data-held-scope="">
        <button id="inPanel" disabled data-until-app="">Pause</button>
        <input id="field" readonly data-until-app="" />
        <div id="inner" data-held-scope=""><button id="nested" disabled data-until-app="">Stop</button></div>
      </div>
    </div>`;
  const held = (id: string) => document.getElementById(id)!.hasAttribute("data-until-app");
  return { held, byId: (id: string) => document.getElementById(id)! };
};

describe("releaseHeld", () => {
  it("releases from the root only what lies in no held scope", () => {
    const { held, byId } = page();
    releaseHeld(byId("root"));
    expect(held("top")).toBe(false);
    expect((byId("top") as HTMLButtonElement).disabled).toBe(false);
    expect([held("inPanel"), held("field"), held("nested")]).toEqual([true, true, true]);
  });

  it("releases a scope's own controls, not those of a scope inside it", () => {
    const { held, byId } = page();
    releaseHeld(byId("panel"));
    expect([held("top"), held("inPanel"), held("field"), held("nested")]).toEqual([true, false, false, true]);
    expect((byId("field") as HTMLInputElement).readOnly).toBe(false);
    releaseHeld(byId("inner"));
    expect(held("nested")).toBe(false);
  });
});
