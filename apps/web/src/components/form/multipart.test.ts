import { describe, expect, it } from "vitest";
import { toFormData } from "./multipart";

describe("toFormData", () => {
  it("sends text as is, numbers and flags as text, null as empty, lists indexed, files whole, undefined not at all", () => {
    const file = new File(["x"], "chart.png", { type: "image/png" });
    const form = toFormData({
      title: "Budget",
      order_index: 0,
      answer_compulsory: false,
      content_title: null,
      options: ["Rent", "Food"],
      image_file: file,
      remove_image: undefined,
    });
    expect([...form.keys()]).toEqual([
      "title",
      "order_index",
      "answer_compulsory",
      "content_title",
      "options[0]",
      "options[1]",
      "image_file",
    ]);
    expect(form.get("order_index")).toBe("0");
    expect(form.get("answer_compulsory")).toBe("false");
    expect(form.get("content_title")).toBe("");
    expect(form.get("options[1]")).toBe("Food");
    expect((form.get("image_file") as File).name).toBe("chart.png");
  });
});
