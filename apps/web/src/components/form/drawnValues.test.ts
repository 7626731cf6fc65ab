import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { DRAWN, drawFormValues, drawnProps } from "./drawnValues";

describe("a form drawn on the server shows its starting values", () => {
  it("checks the radio or checkbox whose value the form holds", () => {
    expect(drawnProps("input", { type: "radio", value: "hi" }, "hi")).toEqual({ checked: true });
    expect(drawnProps("input", { type: "radio", value: "en" }, "hi")).toEqual({ checked: false });
    expect(drawnProps("input", { type: "checkbox" }, true)).toEqual({ checked: true });
    expect(drawnProps("input", { type: "checkbox" }, false)).toEqual({ checked: false });
    expect(drawnProps("input", { type: "checkbox", value: "food" }, ["food", "rent"])).toEqual({
      checked: true,
    });
    expect(drawnProps("input", { type: "checkbox", value: "fun" }, ["food"])).toEqual({ checked: false });
    expect(drawnProps("input", { type: "radio", value: "en" }, undefined)).toEqual({ checked: false });
  });

  it("gives a field its value as text, and leaves empty, file and select fields alone", () => {
    expect(drawnProps("input", { type: "text" }, "Meera")).toEqual({ value: "Meera" });
    expect(drawnProps("input", { type: "number" }, 1200)).toEqual({ value: "1200" });
    expect(drawnProps("textarea", {}, "Chai")).toEqual({ value: "Chai" });
    expect(drawnProps("select", {}, "2026-11")).toEqual({});
    expect(drawnProps("input", { type: "text" }, null)).toEqual({});
    expect(drawnProps("input", { type: "text" }, undefined)).toEqual({});
    expect(drawnProps("input", { type: "file" }, "x")).toEqual({});
  });

  it("draws them into the HTML, and no trace of the hand-over key", () => {
    drawFormValues();
    const html = renderToString(
      h("form", null, [
        h("input", { type: "text", name: "name", [DRAWN]: 'Meera "M" <Rao>' }),
        h("input", { type: "radio", name: "language", value: "en", [DRAWN]: "hi" }),
        h("input", { type: "radio", name: "language", value: "hi", [DRAWN]: "hi" }),
        h("textarea", { name: "note", [DRAWN]: "Chai & samosa" }),
        h("select", { name: "month", [DRAWN]: "2026-10" }, [
          h("option", { value: "2026-11" }, "November"),
          h("option", { value: "2026-10" }, "October"),
        ]),
      ]),
    );
    expect(html).toContain('<input type="text" name="name" value="Meera &quot;M&quot; &lt;Rao>"/>');
    expect(html).toContain('<input type="radio" name="language" value="en"/>');
    expect(html).toContain('<input type="radio" name="language" value="hi" checked/>');
    expect(html).toContain('<textarea name="note">Chai &amp; samosa</textarea>');
    expect(html).toContain('<option value="2026-10">October</option>');
    expect(html).not.toContain(DRAWN);
  });
});
