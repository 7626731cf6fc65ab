import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NavigationProgress } from "./NavigationProgress";

describe("the navigation bar", () => {
  it("shows while the next page's code loads, and goes once it is in", async () => {
    let arrive: (page: { Component: () => React.ReactNode }) => void = () => {};
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>First page</p> },
            { path: "next", lazy: () => new Promise((resolve) => (arrive = resolve)) },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText("First page")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();

    act(() => void router.navigate("/next"));
    expect(await screen.findByRole("progressbar", { name: "Loading" })).toBeTruthy();
    // The page stays as it is meanwhile.
    expect(screen.getByText("First page")).toBeTruthy();

    await act(async () => arrive({ Component: () => <p>Next page</p> }));
    expect(await screen.findByText("Next page")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
