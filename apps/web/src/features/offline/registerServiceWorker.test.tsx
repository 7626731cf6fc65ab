import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../app/layout/ToastHost";
import { registerServiceWorker, SERVICE_WORKER_URL } from "./registerServiceWorker";

// The browser's service-worker objects, as far as registerServiceWorker reads them.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  postMessage = vi.fn();
  install() {
    this.state = "installed";
    this.dispatchEvent(new Event("statechange"));
  }
}
class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}
function fakeContainer(controlled: boolean, registration = new FakeRegistration()) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration),
  });
  return { container, registration, asContainer: container as unknown as ServiceWorkerContainer };
}

afterEach(() => {
  act(() => toast.remove());
});

describe("registerServiceWorker", () => {
  it("offers a new version, and reloads only once the learner chooses it and it has taken over", async () => {
    render(<ToastHost />);
    const { container, registration, asContainer } = fakeContainer(true);
    const reload = vi.fn();
    await registerServiceWorker(asContainer, reload);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: "/" });

    const next = new FakeWorker();
    act(() => {
      registration.update(next);
      next.install();
    });
    expect(await screen.findByText("A new version of Arthshala is ready.")).toBeTruthy();
    expect(next.postMessage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(next.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("offers a version that was already waiting from an earlier visit", async () => {
    render(<ToastHost />);
    const waiting = new FakeWorker();
    const registration = new FakeRegistration();
    registration.waiting = waiting;
    const { asContainer } = fakeContainer(true, registration);
    await registerServiceWorker(asContainer, vi.fn());
    expect(await screen.findByText("A new version of Arthshala is ready.")).toBeTruthy();
  });

  it("says nothing and never reloads on the very first install, when the worker takes control", async () => {
    render(<ToastHost />);
    const { container, registration, asContainer } = fakeContainer(false);
    const reload = vi.fn();
    await registerServiceWorker(asContainer, reload);
    const first = new FakeWorker();
    act(() => {
      registration.update(first);
      first.install();
    });
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText("A new version of Arthshala is ready.")).toBeNull();
  });

  it("warns in the console, and goes on, when registration fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container, asContainer } = fakeContainer(false);
    container.register.mockRejectedValueOnce(new Error("blocked"));
    await registerServiceWorker(asContainer, vi.fn());
    expect(warn).toHaveBeenCalledWith("Service worker registration failed", expect.any(Error));
  });
});
