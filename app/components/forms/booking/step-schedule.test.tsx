// @vitest-environment jsdom
/**
 * Step 3's date when food or medicine at risk is chosen at step 2: an empty date becomes today,
 * even once something has written to the field (a restored draft, a date typed and cleared), where
 * a changed defaultValue no longer shows; a date the visitor chose stays. (The browser test that
 * found this failed only now and then: here the order of events is fixed.)
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { en, type FormWords } from "#app/content/i18n/en";
import type { BookingField } from "#app/forms/booking-schema";
import { FormWordsProvider } from "#app/components/forms/form-words";
import { StepSchedule } from "./step-schedule";

const TODAY = "2026-11-27";
const field = (name: BookingField) => ({ idPrefix: "book", name });
const words: FormWords = {
  lang: "en",
  bookingForm: en.bookingForm,
  contactForm: en.contactForm,
  formMessages: en.formMessages,
};

function Schedule({ callFor }: { callFor?: "food" | "medicine" }) {
  return (
    <FormWordsProvider words={words}>
      <StepSchedule active={false} field={field} today={TODAY} callFor={callFor} hydrated />
    </FormWordsProvider>
  );
}

/** The step under a root route (the site facts come from its data), urgency first set by `callFor`, then by `choose`. */
async function renderStep(callFor?: "food" | "medicine") {
  let setCallFor: (value?: "food" | "medicine") => void = () => {};
  function Harness() {
    const [value, set] = useState(callFor);
    setCallFor = set;
    return <Schedule callFor={value} />;
  }
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "*",
      loader: () => ({ ui: en, facts: undefined }),
      HydrateFallback: () => null,
      Component: Harness,
    },
  ]);
  render(<Stub initialEntries={["/book"]} />);
  // The step is drawn hidden (not on screen: no availability is fetched), so its field is found by id.
  await screen.findByText(en.bookingForm.labels.preferredDate, { exact: false }, { timeout: 20_000 });
  const input = document.getElementById("book-preferredDate") as HTMLInputElement;
  return { input, choose: (value?: "food" | "medicine") => setCallFor(value) };
}

afterEach(cleanup);

describe("the booking wizard's date when food or medicine is at risk", () => {
  it("fills an empty date with today after the field was written to and cleared", async () => {
    const { input, choose } = await renderStep();
    fireEvent.change(input, { target: { value: "2026-12-02" } });
    fireEvent.change(input, { target: { value: "" } });
    expect(input.value).toBe("");
    act(() => choose("food"));
    await screen.findByText(en.bookingForm.urgent.food.title);
    expect(input.value).toBe(TODAY);
  });

  it("keeps a date the visitor chose", async () => {
    const { input, choose } = await renderStep();
    fireEvent.change(input, { target: { value: "2026-12-02" } });
    act(() => choose("medicine"));
    await screen.findByText(en.bookingForm.urgent.medicine.title);
    expect(input.value).toBe("2026-12-02");
  });

  it("starts on today when the step is drawn with food at risk, and empty without", async () => {
    expect((await renderStep("food")).input.value).toBe(TODAY);
    cleanup();
    expect((await renderStep()).input.value).toBe("");
  });
});
