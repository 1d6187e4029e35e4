// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { RESET_AFTER_MS } from "../form/use-request-form";
import { setupFormTests } from "../../../../tests/support/app/form-test-harness";
import { renderApp } from "../../../../tests/support/app/render-app";

const harness = setupFormTests();

const SUCCESS = "Fuel Card Application Submitted!";
const FAILURE = "Failed to submit application. Please try again.";
const RESPONSE =
  /^We'll contact you within 1 hour during business hours\. Reference ID: ([QF]-[0-9A-Z]{4}-[0-9A-Z]{4})$/;

const toastRegion = () => screen.getByRole("region", { name: "Notifications (F8)" });
const submitButton = () =>
  screen.getByRole("button", {
    name: /Submit Application|Submitting Application|Application Submitted|Saved on This Device/,
  });
const field = (name: RegExp) => screen.getByLabelText(name);

type User = ReturnType<typeof userEvent.setup>;

const textFields: [RegExp, string][] = [
  [/Company Name/, "Red Rock Carriers"],
  [/Contact Name/, "Sam Rivera"],
  [/Phone Number/, "801-555-0123"],
  [/MC Number/, "MC-123456"],
  [/DOT Number/, "3312456"],
  [/Number of Trucks/, "6"],
  [/Primary Routes/, "I-80 Midwest to West Coast"],
  [/Preferred Fuel Brands/, "Pilot, Love's"],
];

const selects: [RegExp, string][] = [
  [/Fuel Card Tier/, "silver"],
  [/Monthly Fuel Spend/, "5k-10k"],
  [/Business Type/, "small-fleet"],
  [/Years in Business/, "3-5"],
];

/**
 * Fills every required field, except the one whose label matches `skip`, key by key but without the
 * pause user-event makes between keys (a timer per key, which made this file one of the slowest).
 */
async function fillAll(_user: User, email: string, skip?: RegExp) {
  const user = userEvent.setup({ delay: null });
  const skipped = (label: RegExp) => label.source === skip?.source;
  for (const [label, value] of textFields) if (!skipped(label)) await user.type(field(label), value);
  for (const [label, value] of selects) if (!skipped(label)) await user.selectOptions(field(label), value);
  await user.type(field(/Email Address/), email);
}

describe("fuel card application form", () => {
  it("requires every field but the comments, with markers and the option labels", async () => {
    await renderApp("/fuel-card-application");
    expect(screen.getByRole("heading", { level: 1, name: "Fuel Card Application" })).toBeInTheDocument();
    for (const [label] of [...textFields, ...selects, [/Email Address/, ""] as [RegExp, string]]) {
      expect(field(label)).toBeRequired();
      expect(field(label).closest("div")?.querySelector("label")).toHaveTextContent("*");
    }
    expect(field(/Additional Comments/)).not.toBeRequired();
    expect(
      within(field(/Fuel Card Tier/))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select...", "Bronze", "Silver", "Gold"]);
    expect(
      within(field(/Monthly Fuel Spend/))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Select...",
      "Under $1,000",
      "$1,000 - $3,000",
      "$3,000 - $5,000",
      "$5,000 - $10,000",
      "$10,000 - $20,000",
      "Over $20,000",
    ]);
    expect(field(/Number of Trucks/)).toHaveAttribute("inputmode", "numeric");
    expect(field(/Company Name/)).toHaveAttribute("autocomplete", "organization");
    expect(field(/Email Address/)).toHaveAttribute("autocomplete", "email");
    expect(field(/Phone Number/)).toHaveAttribute("autocomplete", "tel");
    expect(screen.getByRole("checkbox", { name: /I agree/ })).toHaveAccessibleName(
      expect.stringContaining("no credit check, no UCC filing and no access to my ELD data"),
    );
  });

  it("keeps submit disabled until every required field is filled and the terms are agreed", async () => {
    const user = userEvent.setup();
    await renderApp("/fuel-card-application");
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      "Fill in every field marked * and tick the agreement to send your application.",
    );
    await fillAll(user, "fleet@example.com", /Preferred Fuel Brands/);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    expect(submitButton()).toBeDisabled();
    await user.type(field(/Preferred Fuel Brands/), "   ");
    expect(submitButton()).toBeDisabled();
    await user.type(field(/Preferred Fuel Brands/), "Pilot");
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    expect(submitButton()).toBeDisabled();
  });

  it("pre-selects the tier from the query string and mentions it in the comments", async () => {
    await renderApp("/fuel-card-application?tier=silver");
    await waitFor(() => expect(field(/Fuel Card Tier/)).toHaveValue("silver"));
    expect(field(/Additional Comments/)).toHaveValue(
      "I'm interested in the Silver tier of the fuel card program.",
    );
  });

  it("checks values when submitted: a number of trucks must be a number", async () => {
    const user = userEvent.setup();
    await renderApp("/fuel-card-application");
    await fillAll(user, "numbers@example.com", /Number of Trucks/);
    await user.type(field(/Number of Trucks/), "six");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    await waitFor(() => expect(field(/Number of Trucks/)).toHaveFocus());
    expect(field(/Number of Trucks/)).toHaveAccessibleDescription("Number of trucks must be a whole number");
    expect(harness.posts("/api/fuel-card-applications")).toEqual([]);
  });

  it("submits: Submitting Application..., Application Submitted! with the reference, then clears", async () => {
    // Timers that still run with the clock, so the mocked API and IndexedDB answer as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    onTestFinished(() => void vi.useRealTimers());
    const user = userEvent.setup();
    harness.mock().setControls({ delayMs: 150 });
    await renderApp("/fuel-card-application");
    await fillAll(user, "fleet@example.com");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent("Submitting Application..."));
    await waitFor(() => expect(submitButton()).toHaveTextContent("Application Submitted!"));
    const toast = within(toastRegion()).getByRole("listitem");
    expect(toast).toHaveTextContent(SUCCESS);
    const reference = RESPONSE.exec(within(toast).getByText(RESPONSE).textContent ?? "")?.[1];
    const stored = await harness.stored("fuel-card-applications", "fleet@example.com");
    expect(stored.map((application) => application.reference)).toEqual([reference]);
    expect(harness.posts("/api/fuel-card-applications")[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    // The form clears itself 3 seconds after a send: the clock is moved on rather than waited out.
    await act(() => vi.advanceTimersByTimeAsync(RESET_AFTER_MS));
    await waitFor(() => expect(submitButton()).toHaveTextContent("Submit Application"));
    expect(field(/Company Name/)).toHaveValue("");
    expect(field(/Fuel Card Tier/)).toHaveValue("");
    expect(submitButton()).toBeDisabled();
  });

  it("keeps the entries when the server fails", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: 500, pathPrefix: "/api/fuel-card-applications" } });
    await renderApp("/fuel-card-application");
    await fillAll(user, "failure@example.com");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());

    await waitFor(() => expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(FAILURE));
    expect(within(toastRegion()).getByRole("listitem")).toHaveAttribute("data-variant", "destructive");
    expect(submitButton()).toHaveTextContent("Submit Application");
    expect(submitButton()).toBeEnabled();
    expect(field(/Company Name/)).toHaveValue("Red Rock Carriers");
    expect(field(/Fuel Card Tier/)).toHaveValue("silver");
    expect(await harness.outbox()).toEqual([]);
  });

  it("saves the application on the device without signal and clears the form", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
    await renderApp("/fuel-card-application");
    await fillAll(user, "offline-fleet@example.com");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent("Saved on This Device"));
    expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(
      "No connection right now. Your fuel card application is saved on this device and will be sent by itself when the signal returns.",
    );
    const [record] = await harness.outbox();
    expect(record).toMatchObject({ kind: "fuel-card-application", state: "waiting" });
    expect(record?.payload).toMatchObject({
      companyName: "Red Rock Carriers",
      fuelCardTier: "silver",
      agreeToTerms: true,
    });
    await waitFor(() => expect(field(/Company Name/)).toHaveValue(""));

    await user.click(screen.getByRole("button", { name: "1 request saved on this device" }));
    const panel = await screen.findByRole("dialog", { name: "Waiting to send" });
    expect(panel).toHaveTextContent("Red Rock Carriers");
    expect(panel).toHaveTextContent("Fuel card application · Saved");
  });

  it("a refused application's 'Fix and resend' opens the fuel card form with it loaded back", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
    const { unmount } = await renderApp("/fuel-card-application");
    await fillAll(user, "refused-fleet@example.com");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    await screen.findByRole("button", { name: "1 request saved on this device" });
    await waitFor(() => expect(field(/Company Name/)).toHaveValue(""));

    harness.mock().setControls({});
    harness
      .mock()
      .server.use(
        http.post(
          "*/api/fuel-card-applications",
          () =>
            HttpResponse.json(
              { error: "Please correct the highlighted fields.", issues: { phone: "Unknown area code" } },
              { status: 422 },
            ),
          { once: true },
        ),
      );
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    const trigger = await screen.findByRole("button", {
      name: "1 request saved on this device, 1 needs your attention",
    });
    const [refused] = await harness.outbox();

    await user.click(trigger);
    const panel = await screen.findByRole("dialog", { name: "Waiting to send" });
    // The link loads the form's page (a public page: a document of its own) with the request named.
    const fix = within(panel).getByRole("link", { name: "Fix and resend" });
    expect(fix).toHaveAttribute("href", `/fuel-card-application?draft=${refused?.idempotencyKey}`);
    unmount();
    await renderApp(fix.getAttribute("href")!);
    await waitFor(() => expect(field(/Company Name/)).toHaveValue("Red Rock Carriers"));
    expect(field(/Phone Number/)).toHaveAccessibleDescription("Unknown area code");
  });
});
