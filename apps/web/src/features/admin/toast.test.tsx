import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast, { useToasterStore } from "react-hot-toast/headless";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../app/layout/ToastHost";
import {
  ADMIN_TOAST_DURATION,
  ADMIN_TOAST_LIMIT,
  adminToast,
  UNDO_WINDOW_MS,
  useAdminToastLimit,
} from "./toast";

function Harness({ limit }: { limit?: number }) {
  useAdminToastLimit(limit);
  const { toasts } = useToasterStore();
  const visible = toasts.filter((t) => t.visible).map((t) => t.id);
  return <p data-testid="visible">{visible.sort().join(",")}</p>;
}

afterEach(() => {
  act(() => toast.remove());
});

describe("admin toasts", () => {
  it("use the spec's durations: 4000 ms blank and error, 2000 ms success, 10 s for Undo", () => {
    expect(ADMIN_TOAST_DURATION).toEqual({ blank: 4000, error: 4000, success: 2000 });
    const spy = vi.spyOn(toast, "success");
    adminToast.success("Saved.");
    expect(spy).toHaveBeenCalledWith("Saved.", { duration: 2000 });
    const error = vi.spyOn(toast, "error");
    adminToast.error("Nope.");
    expect(error).toHaveBeenCalledWith("Nope.", { duration: 4000 });
    expect(UNDO_WINDOW_MS).toBe(10_000);
  });

  it("keep at most 20 on screen, dismissing the oldest", async () => {
    expect(ADMIN_TOAST_LIMIT).toBe(20);
    // The same rule with a small limit, so it is the hook (not the library's own cap) doing it.
    let toastCount = 0;
    vi.spyOn(Date, "now").mockImplementation(() => 1_000 + toastCount * 10);
    render(<Harness limit={3} />);
    act(() => {
      for (let i = 0; i < 5; i++) {
        toastCount = i;
        toast(`Toast ${i}`, { id: `t${i}`, duration: 60_000 });
      }
    });
    await waitFor(() => expect(screen.getByTestId("visible").textContent).toBe("t2,t3,t4"));
  });

  it("Undo runs once and closes its toast", async () => {
    const onUndo = vi.fn();
    render(<ToastHost />);
    act(() => {
      adminToast.undo("Card deleted.", onUndo);
    });
    const user = userEvent.setup();
    const undo = await screen.findByRole("button", { name: "Undo" });
    await user.click(undo);
    await user.click(undo);
    expect(onUndo).toHaveBeenCalledTimes(1);
  });
});
