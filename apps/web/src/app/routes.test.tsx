import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "./routes";

function Broken(): never {
  throw new Error("the header failed");
}

describe("the route table", () => {
  it("shows the reload message when the layout itself fails, not the router's developer page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // The real root route, its layout swapped for one that throws while rendering.
    const [root] = routes;
    const router = createMemoryRouter([{ ...root!, element: <Broken /> }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});
