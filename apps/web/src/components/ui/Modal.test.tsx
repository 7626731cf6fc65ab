import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { AlertModal } from "./AlertModal";
import { Modal } from "./Modal";

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Details">
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

// Focus kept inside and the page behind made inert are the browser's (a modal <dialog>): checked in
// Chromium by e2e/keyboard.spec.ts, as happy-dom has neither.
describe("Modal", () => {
  it("is a modal dialog that closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Details" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on a backdrop click and on its close button", async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    // A click outside the panel lands on the <dialog> itself: its backdrop.
    await user.click(screen.getByRole("dialog"));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "Close dialog" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("AlertModal", () => {
  it("is titled Alert and closes with its Close button or Escape", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<AlertModal open message="Failed to load courses." onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Alert" })).toBeTruthy();
    expect(screen.getByText("Failed to load courses.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
