// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { RESET_AFTER_MS } from "../form/use-request-form";
import { setupFormTests } from "../../../../tests/support/app/form-test-harness";
import { renderApp } from "../../../../tests/support/app/render-app";

const harness = setupFormTests();

const SUCCESS = "Quote Request Submitted!";
const FAILURE = "There was a problem submitting your request. Please try again.";
const RESPONSE =
  /^We'll contact you within 1 hour during business hours\. Reference ID: ([QF]-[0-9A-Z]{4}-[0-9A-Z]{4})$/;

const toastRegion = () => screen.getByRole("region", { name: "Notifications (F8)" });
const submitButton = () =>
  screen.getByRole("button", { name: /Get My Free Quote|Submitting|Quote Submitted|Saved on This Device/ });
const field = (name: RegExp | string) => screen.getByLabelText(name);

/**
 * Types the required fields key by key, without the pause user-event makes between keys (a timer per
 * key, which made these tests the slowest of the unit suite). Clicks keep their pauses: the screens
 * answer a click on the next turn.
 */
async function fillRequired(_user: ReturnType<typeof userEvent.setup>, email = "driver@example.com") {
  const typist = userEvent.setup({ delay: null });
  await typist.type(field(/Company Name/), "Blue Line Hauling");
  await typist.type(field(/Contact Name/), "Pat Driver");
  await typist.type(field(/Email Address/), email);
  await typist.type(field(/Phone Number/), "(801) 555-0142");
}

describe("quote form", () => {
  it("shows every field with its label, options, marker and input hints", async () => {
    await renderApp("/get-quote");
    expect(screen.getByRole("heading", { level: 1, name: "Get Your Free Quote" })).toBeInTheDocument();

    expect(field(/Company Name/)).toHaveAttribute("autocomplete", "organization");
    expect(field(/Contact Name/)).toHaveAttribute("autocomplete", "name");
    expect(field(/Email Address/)).toHaveAttribute("type", "email");
    expect(field(/Email Address/)).toHaveAttribute("autocomplete", "email");
    expect(field(/Phone Number/)).toHaveAttribute("type", "tel");
    expect(field(/Phone Number/)).toHaveAttribute("autocomplete", "tel");
    expect(field(/Number of Trucks/)).toHaveAttribute("inputmode", "numeric");
    for (const label of [/Company Name/, /Contact Name/, /Email Address/, /Phone Number/])
      expect(field(label)).toBeRequired();
    for (const label of [
      /MC Number/,
      /DOT Number/,
      /Business Type/,
      /Years in Business/,
      /Number of Trucks/,
    ]) {
      expect(field(label)).not.toBeRequired();
    }
    // Monthly revenue is marked required in its label only (docs/product-rules.md).
    expect(screen.getByText("Monthly Revenue").closest("label")).toHaveTextContent("Monthly Revenue*");
    expect(field(/Monthly Revenue/)).not.toBeRequired();
    expect(screen.getByText("Business Type").closest("label")).not.toHaveTextContent("*");

    const options = (label: RegExp) =>
      within(field(label))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(options(/Monthly Revenue/)).toEqual([
      "Select...",
      "Under $25,000",
      "$25,000 - $50,000",
      "$50,000 - $100,000",
      "$100,000 - $250,000",
      "$250,000 - $500,000",
      "Over $500,000",
    ]);
    expect(options(/Business Type/)).toHaveLength(7);
    expect(options(/Years in Business/)).toContain("Startup (under 1 year)");
    expect(options(/Services Interested In/)).toEqual([
      "Select...",
      "Invoice Factoring",
      "Line of Credit",
      "Fuel Cards",
      "Fuel Card - Bronze",
      "Fuel Card - Silver",
      "Fuel Card - Gold",
      "Factoring + Line of Credit",
      "All Services",
    ]);
    expect(field(/Additional Comments/).tagName).toBe("TEXTAREA");
  });

  it("asks for consent in the product's words", async () => {
    await renderApp("/get-quote");
    const consent = screen.getByRole("checkbox", { name: /I agree to receive communications/ });
    expect(consent).toBeRequired();
    expect(consent).toHaveAccessibleName(expect.stringContaining("this quote is not a commitment to factor"));
    expect(consent).toHaveAccessibleName(
      expect.stringContaining("authorizes no credit check, no UCC filing and no access to my ELD data"),
    );
  });

  it("hides the honeypot from people, keyboards, screen readers and autofill", async () => {
    const { container } = await renderApp("/get-quote");
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Website" })).not.toBeInTheDocument();
  });

  it("keeps submit disabled until the agreement is ticked", async () => {
    const user = userEvent.setup();
    await renderApp("/get-quote");
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription("Tick the agreement above to send your request.");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    expect(submitButton()).toBeDisabled();
  });

  it("shows errors inline, linked to their fields, and focuses the first", async () => {
    const user = userEvent.setup();
    await renderApp("/get-quote");
    await user.type(field(/Email Address/), "not-an-email");
    await user.tab();
    const email = field(/Email Address/);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter a valid e-mail address, like name@company.com");
    // Untouched fields say nothing yet.
    expect(field(/Company Name/)).not.toHaveAttribute("aria-invalid");

    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    await waitFor(() => expect(field(/Company Name/)).toHaveFocus());
    expect(field(/Company Name/)).toHaveAccessibleDescription("Company name is required");
    expect(field(/Contact Name/)).toHaveAccessibleDescription("Contact name is required");
    expect(field(/Phone Number/)).toHaveAccessibleDescription("Phone is required");
    expect(harness.requests()).toEqual([]);

    // After the first attempt, errors follow every change.
    await user.type(field(/Company Name/), "Blue Line Hauling");
    expect(field(/Company Name/)).not.toHaveAttribute("aria-invalid");
  });

  it("pre-fills the gold fuel card tier from the query string after hydration", async () => {
    await renderApp("/get-quote?service=fuel-card&tier=gold");
    await waitFor(() => expect(field(/Services Interested In/)).toHaveValue("fuel-card-gold"));
    expect(field(/Additional Comments/)).toHaveValue(
      "I'm interested in the Gold tier of the fuel card program.",
    );
  });

  it("selects any listed service and ignores values it does not know", async () => {
    await renderApp("/get-quote?service=line-of-credit");
    await waitFor(() => expect(field(/Services Interested In/)).toHaveValue("line-of-credit"));
    expect(field(/Additional Comments/)).toHaveValue("");
  });

  it("ignores an unknown tier", async () => {
    await renderApp("/get-quote?service=fuel-card&tier=platinum");
    await waitFor(() => expect(field(/Services Interested In/)).toHaveValue("fuel-cards"));
  });

  it("submits: Submitting..., Quote Submitted! with the reference, then a clear form after 3 seconds", async () => {
    // Timers that still run with the clock, so the mocked API and IndexedDB answer as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    onTestFinished(() => void vi.useRealTimers());
    const user = userEvent.setup();
    harness.mock().setControls({ delayMs: 150 });
    await renderApp("/get-quote");
    await fillRequired(user);
    await user.selectOptions(field(/Monthly Revenue/), "50k-100k");
    await user.type(field(/Number of Trucks/), "4");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent("Submitting..."));
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(submitButton()).toHaveTextContent("Quote Submitted!"));

    const toast = within(toastRegion()).getByRole("listitem");
    expect(toast).toHaveTextContent(SUCCESS);
    const description = within(toast).getByText(RESPONSE);
    const reference = RESPONSE.exec(description.textContent ?? "")?.[1];

    const [stored] = await harness.stored("quotes", "driver@example.com");
    expect(stored?.reference).toBe(reference);
    const [post] = harness.posts("/api/quotes");
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText(reference ?? "-")).toBeInTheDocument();

    // Still filled while the button says so, cleared 3 seconds later.
    expect(field(/Company Name/)).toHaveValue("Blue Line Hauling");
    // The form clears itself 3 seconds after a send: the clock is moved on rather than waited out.
    await act(() => vi.advanceTimersByTimeAsync(RESET_AFTER_MS));
    await waitFor(() => expect(submitButton()).toHaveTextContent("Get My Free Quote"));
    expect(field(/Company Name/)).toHaveValue("");
    expect(field(/Monthly Revenue/)).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
    expect(await harness.outbox()).toEqual([]);
  });

  it("keeps the entries and says so when the server fails", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: 500, pathPrefix: "/api/quotes" } });
    await renderApp("/get-quote");
    await fillRequired(user, "server-failure@example.com");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());

    await waitFor(() => expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(FAILURE));
    expect(within(toastRegion()).getByRole("listitem")).toHaveAttribute("data-variant", "destructive");
    expect(submitButton()).toHaveTextContent("Get My Free Quote");
    expect(submitButton()).toBeEnabled();
    expect(field(/Company Name/)).toHaveValue("Blue Line Hauling");
    expect(field(/Email Address/)).toHaveValue("server-failure@example.com");
    expect(screen.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
    expect(await harness.outbox()).toEqual([]);

    // Trying again once the server is back sends it.
    harness.mock().setControls({});
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent("Quote Submitted!"));
    expect(await harness.stored("quotes", "server-failure@example.com")).toHaveLength(1);
  });

  it("puts the server's field issues on their fields and clears one when it is edited", async () => {
    const user = userEvent.setup();
    harness.mock().server.use(
      http.post("*/api/quotes", () =>
        HttpResponse.json(
          {
            error: "Please correct the highlighted fields.",
            issues: { email: "This mailbox does not accept mail", phone: "Unknown area code" },
          },
          { status: 422 },
        ),
      ),
    );
    await renderApp("/get-quote");
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());

    await waitFor(() =>
      expect(field(/Email Address/)).toHaveAccessibleDescription("This mailbox does not accept mail"),
    );
    expect(field(/Phone Number/)).toHaveAccessibleDescription("Unknown area code");
    expect(field(/Email Address/)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(field(/Email Address/)).toHaveFocus());
    expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(FAILURE);
    expect(field(/Company Name/)).toHaveValue("Blue Line Hauling");

    await user.type(field(/Email Address/), "m");
    expect(field(/Email Address/)).not.toHaveAttribute("aria-invalid");
    expect(field(/Phone Number/)).toHaveAccessibleDescription("Unknown area code");
  });

  it("shows the server's words when its issues name no field of the form", async () => {
    const user = userEvent.setup();
    harness
      .mock()
      .server.use(
        http.post("*/api/quotes", () =>
          HttpResponse.json({ error: "Unknown field", issues: { fax: "Unknown field" } }, { status: 422 }),
        ),
      );
    await renderApp("/get-quote");
    await fillRequired(user, "unplaced@example.com");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    await waitFor(() => expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(FAILURE));
    expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent("Unknown field");
    expect(screen.getByText("Unknown field. Your entries are still here.")).toBeInTheDocument();
    expect(screen.queryByText(/check the highlighted fields/)).not.toBeInTheDocument();
  });

  it("saves the request on the device without signal, says so, clears the form and sends it when the signal returns", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
    await renderApp("/get-quote");
    await fillRequired(user, "offline@example.com");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent("Saved on This Device"));
    const toast = within(toastRegion()).getByRole("listitem");
    expect(toast).toHaveTextContent("Saved on this device");
    expect(toast).toHaveTextContent(
      "No connection right now. Your quote request is saved on this device and will be sent by itself when the signal returns.",
    );
    const waiting = await screen.findByRole("button", { name: "1 request saved on this device" });
    const [record] = await harness.outbox();
    expect(record).toMatchObject({ kind: "quote", state: "waiting", attempts: 1 });
    expect(harness.posts("/api/quotes").map((post) => post.idempotencyKey)).toEqual([record?.idempotencyKey]);

    await waitFor(() => expect(field(/Company Name/)).toHaveValue(""));
    expect(screen.getByText("Saved on this device.")).toBeInTheDocument();

    await user.click(waiting);
    const panel = await screen.findByRole("dialog", { name: "Waiting to send" });
    expect(panel).toHaveTextContent("Blue Line Hauling");
    expect(panel).toHaveTextContent("Quote request · Saved");
    expect(panel).toHaveTextContent("Waiting for signal");

    // Still no signal: Send now keeps it and says why.
    await user.click(within(panel).getByRole("button", { name: "Send now" }));
    await waitFor(() =>
      expect(
        screen.getAllByRole("status").some((region) => /Still not sent/.test(region.textContent ?? "")),
      ).toBe(true),
    );
    expect(await harness.outbox()).toHaveLength(1);

    harness.mock().setControls({});
    await user.click(within(panel).getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(SUCCESS));
    expect(within(toastRegion()).getByText(RESPONSE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /saved on this device/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText("Saved on this device.")).not.toBeInTheDocument();
    expect(await harness.stored("quotes", "offline@example.com")).toHaveLength(1);
    expect(new Set(harness.posts("/api/quotes").map((post) => post.idempotencyKey))).toEqual(
      new Set([record?.idempotencyKey]),
    );
  });

  it("sends waiting requests by itself when the browser comes back online", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
    await renderApp("/get-quote");
    await fillRequired(user, "reconnect@example.com");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    await screen.findByRole("button", { name: "1 request saved on this device" });

    harness.mock().setControls({});
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(SUCCESS));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /saved on this device/ })).not.toBeInTheDocument(),
    );
    expect(await harness.stored("quotes", "reconnect@example.com")).toHaveLength(1);
  });

  it("keeps a refused request with its reason, loads it back for fixing, and sends the fix once", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
    const { unmount } = await renderApp("/get-quote");
    await fillRequired(user, "refused@example.com");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    await screen.findByRole("button", { name: "1 request saved on this device" });
    await waitFor(() => expect(field(/Company Name/)).toHaveValue(""));

    // The server refuses it when the signal returns.
    harness.mock().setControls({});
    harness
      .mock()
      .server.use(
        http.post(
          "*/api/quotes",
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
    await waitFor(() => expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(FAILURE));
    expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(
      "Blue Line Hauling: Please correct the highlighted fields.",
    );
    const [refused] = await harness.outbox();
    expect(refused).toMatchObject({
      state: "refused",
      lastError: "Please correct the highlighted fields.",
      issues: { phone: "Unknown area code" },
    });

    await user.click(trigger);
    const panel = await screen.findByRole("dialog", { name: "Waiting to send" });
    expect(panel).toHaveTextContent("Not accepted: Please correct the highlighted fields.");
    expect(panel).toHaveTextContent("Unknown area code");
    expect(within(panel).queryByRole("button", { name: "Send now" })).not.toBeInTheDocument();
    // The link loads the form's page (a public page: a document of its own) with the request named.
    const fix = within(panel).getByRole("link", { name: "Fix and resend" });
    expect(fix).toHaveAttribute("href", `/get-quote?draft=${refused?.idempotencyKey}`);
    unmount();
    await renderApp(fix.getAttribute("href")!);
    await waitFor(() => expect(field(/Company Name/)).toHaveValue("Blue Line Hauling"));
    expect(field(/Phone Number/)).toHaveAccessibleDescription("Unknown area code");
    expect(screen.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
    expect(screen.getByText("Your saved quote request is back in the form.")).toBeInTheDocument();

    await user.clear(field(/Phone Number/));
    await user.type(field(/Phone Number/), "(801) 555-0199");
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent("Quote Submitted!"));
    expect(await harness.outbox()).toEqual([]);
    expect(await harness.stored("quotes", "refused@example.com")).toHaveLength(1);
  });

  it("discards a waiting request only after confirmation", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
    await renderApp("/get-quote");
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "1 request saved on this device" }));
    const panel = await screen.findByRole("dialog", { name: "Waiting to send" });

    await user.click(within(panel).getByRole("button", { name: "Discard" }));
    expect(panel).toHaveTextContent("Discard this request? It will not be sent.");
    await user.click(within(panel).getByRole("button", { name: "Keep it" }));
    expect(await harness.outbox()).toHaveLength(1);

    await user.click(within(panel).getByRole("button", { name: "Discard" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Yes, discard" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /saved on this device/ })).not.toBeInTheDocument(),
    );
    expect(await harness.outbox()).toEqual([]);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status")
          .some((region) => /Discarded the request for Blue Line Hauling/.test(region.textContent ?? "")),
      ).toBe(true),
    );
  });
});
