import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "../../lib/api";
import { FormInput, FormNumber, FormRootError } from "./bound";
import { applyServerError } from "./serverErrors";
import { useZodForm } from "./useZodForm";

const schema = z.object({
  title: z.string().trim().min(1, "Please fill in all fields."),
  amount: z.number({ message: "Enter an amount above ₹0." }).positive("Enter an amount above ₹0."),
});

function Demo({ onValid, fail }: { onValid: (v: z.output<typeof schema>) => void; fail?: unknown }) {
  const form = useZodForm(schema, { title: "", amount: null as unknown as number });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (fail) applyServerError(form, fail, { prefix: "transaction." });
          else onValid(values);
        })}
      >
        <FormRootError />
        <FormInput name="title" label="Title" />
        <FormNumber name="amount" label="Amount (₹)" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe("forms on react-hook-form with contracts' schemas", () => {
  it("shows errors on submit and clears each as soon as its field is fixed", async () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please fill in all fields.")).toBeTruthy();
    expect(screen.getByText("Enter an amount above ₹0.")).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");

    await userEvent.type(screen.getByLabelText("Title"), "Lunch");
    expect(screen.queryByText("Please fill in all fields.")).toBeNull();
    expect(screen.getByText("Enter an amount above ₹0.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Amount (₹)"), "120.5");
    expect(screen.queryByText("Enter an amount above ₹0.")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onValid).toHaveBeenCalledWith({ title: "Lunch", amount: 120.5 });
  });

  it("places a server error next to the field it names, or above the form", async () => {
    const fieldFailure = new ApiError(
      400,
      "Bad Request",
      "transaction.amount: Use at most 2 digits after the decimal point.",
      "transaction.amount",
    );
    const { unmount } = render(<Demo onValid={vi.fn()} fail={fieldFailure} />);
    await userEvent.type(screen.getByLabelText("Title"), "Tea");
    fireEvent.change(screen.getByLabelText("Amount (₹)"), { target: { value: "10" } });
    await act(async () => fireEvent.submit(screen.getByRole("button", { name: "Save" })));
    expect(await screen.findByText("Use at most 2 digits after the decimal point.")).toBeTruthy();
    unmount();

    render(
      <Demo
        onValid={vi.fn()}
        fail={new ApiError(500, "Internal Server Error", "Something went wrong on our side.")}
      />,
    );
    await userEvent.type(screen.getByLabelText("Title"), "Tea");
    fireEvent.change(screen.getByLabelText("Amount (₹)"), { target: { value: "10" } });
    await act(async () => fireEvent.submit(screen.getByRole("button", { name: "Save" })));
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong on our side.");
  });
});
