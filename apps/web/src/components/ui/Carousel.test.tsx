import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Carousel, homeCarouselStep } from "./Carousel";

/** happy-dom has no layout: give the scroller the sizes a browser would. */
function layOut(scroller: HTMLElement, { client, content }: { client: number; content: number }) {
  let left = 0;
  Object.defineProperty(scroller, "clientWidth", { configurable: true, get: () => client });
  Object.defineProperty(scroller, "scrollWidth", { configurable: true, get: () => content });
  Object.defineProperty(scroller, "scrollLeft", {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = value;
    },
  });
  const scrollBy = vi.fn(({ left: by }: ScrollToOptions) => {
    left = Math.max(0, Math.min(content - client, left + (by ?? 0)));
    fireEvent.scroll(scroller);
  });
  Object.defineProperty(scroller, "scrollBy", { configurable: true, value: scrollBy });
  return {
    scrollTo(value: number) {
      left = value;
      fireEvent.scroll(scroller);
    },
    scrollBy,
  };
}

function renderCarousel(step?: number) {
  render(
    <Carousel label="Explore Courses" step={step}>
      {["One", "Two", "Three", "Four"].map((name) => (
        <button key={name} type="button">
          {name}
        </button>
      ))}
    </Carousel>,
  );
  return {
    scroller: screen.getByRole("list", { name: "Explore Courses, scrollable list" }),
    left: screen.getByRole("button", { name: "Scroll left" }) as HTMLButtonElement,
    right: screen.getByRole("button", { name: "Scroll right" }) as HTMLButtonElement,
  };
}

describe("Carousel", () => {
  it("enables each arrow only while more can be scrolled that way", async () => {
    const { scroller, left, right } = renderCarousel();
    const view = layOut(scroller, { client: 300, content: 1000 });
    act(() => view.scrollTo(0));
    expect(left.disabled).toBe(true);
    expect(right.disabled).toBe(false);

    act(() => view.scrollTo(2)); // within the 2 px start threshold
    expect(left.disabled).toBe(true);
    act(() => view.scrollTo(3));
    expect(left.disabled).toBe(false);

    act(() => view.scrollTo(690)); // 10 px left: the end threshold
    expect(right.disabled).toBe(true);
    act(() => view.scrollTo(689));
    expect(right.disabled).toBe(false);

    act(() => view.scrollTo(700));
    expect(left.disabled).toBe(false);
    expect(right.disabled).toBe(true);
  });

  it("disables both arrows when everything fits", () => {
    const { scroller, left, right } = renderCarousel();
    const view = layOut(scroller, { client: 1000, content: 1000 });
    act(() => view.scrollTo(0));
    expect(left.disabled).toBe(true);
    expect(right.disabled).toBe(true);
  });

  it("scrolls by its step per click", async () => {
    const user = userEvent.setup();
    const { scroller, left, right } = renderCarousel(310);
    const view = layOut(scroller, { client: 300, content: 1300 });
    act(() => view.scrollTo(0));
    await user.click(right);
    expect(view.scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 310 }));
    expect(left.disabled).toBe(false);
    await user.click(left);
    expect(view.scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -310 }));
    expect(left.disabled).toBe(true);
  });

  it("keeps the slides and arrows in the keyboard order", async () => {
    const user = userEvent.setup();
    const { scroller } = renderCarousel();
    const view = layOut(scroller, { client: 300, content: 1000 });
    act(() => view.scrollTo(0));
    await user.tab(); // Scroll left is disabled, so Tab lands on Scroll right
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Scroll right" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "One" }));
  });

  it("steps 310, 620 and 930 px on the home page by width (spec section 9)", () => {
    expect(homeCarouselStep(360)).toBe(310);
    expect(homeCarouselStep(1024)).toBe(620);
    expect(homeCarouselStep(1399)).toBe(620);
    expect(homeCarouselStep(1400)).toBe(930);
  });
});
