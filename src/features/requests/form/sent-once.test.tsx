// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setupFormTests } from "../../../../tests/support/app/form-test-harness";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * A request sent once is stored once, whatever the visitor does next with
 * the form's page: the tab's draft stops being a draft the moment the
 * request is sent or saved on the device.
 */

const harness = setupFormTests();

const field = (name: RegExp | string) => screen.getByLabelText(name);
const quoteButton = () =>
  screen.getByRole("button", { name: /Get My Free Quote|Submitting|Quote Submitted|Saved on This Device/ });

async function fillQuote(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(field(/Company Name/), "Blue Line Hauling");
  await user.type(field(/Contact Name/), "Pat Driver");
  await user.type(field(/Email Address/), email);
  await user.type(field(/Phone Number/), "(801) 555-0142");
  await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

describe("a request sent once", () => {
  it("is not offered again by its draft: leaving within the 3 seconds and coming back says it was sent", async () => {
    const user = userEvent.setup();
    const first = await renderApp("/get-quote");
    await fillQuote(user, "once@example.com");
    await user.click(quoteButton());
    await waitFor(() => expect(quoteButton()).toHaveTextContent("Quote Submitted!"));
    const [stored] = await harness.stored("quotes", "once@example.com");

    // Home, then Get Free Quote again, before the form has cleared itself.
    first.unmount();
    await renderApp("/get-quote");
    expect(await screen.findByText(`Sent, reference ${stored?.reference}`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Get My Free Quote/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Company Name/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Start a new request" }));
    expect(field(/Company Name/)).toHaveValue("");
    expect(await harness.stored("quotes", "once@example.com")).toHaveLength(1);
    expect(harness.posts("/api/quotes")).toHaveLength(1);
  });

  it("saved on the device with no signal is sent once: coming back says it is saved and will be sent", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
    const first = await renderApp("/get-quote");
    await fillQuote(user, "saved-once@example.com");
    await user.click(quoteButton());
    await screen.findByRole("button", { name: "1 request saved on this device" });

    first.unmount();
    await renderApp("/get-quote");
    expect(await screen.findByText("Saved on this device, will be sent")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Get My Free Quote/ })).not.toBeInTheDocument();
    expect(await harness.outbox()).toHaveLength(1);

    // The signal returns: the one saved request goes out, once.
    harness.mock().setControls({});
    window.dispatchEvent(new Event("online"));
    await waitFor(async () => expect(await harness.outbox()).toEqual([]), { timeout: 10_000 });
    expect(await harness.stored("quotes", "saved-once@example.com")).toHaveLength(1);
    expect(
      await screen.findByText("Your quote request was sent", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("keeps a draft that was never sent, and the address's pre-fill wins over its empty fields", async () => {
    const user = userEvent.setup();
    const first = await renderApp("/get-quote");
    await user.type(field(/Company Name/), "Half Done Freight");
    // The draft is written a moment after typing stops.
    await waitFor(() => expect(sessionStorage.getItem("tpf:request:quote")).toContain("Half Done Freight"));
    first.unmount();

    await renderApp("/get-quote?service=fuel-card&tier=gold");
    await waitFor(() => expect(field(/Company Name/)).toHaveValue("Half Done Freight"));
    expect(field(/Services Interested In/)).toHaveValue("fuel-card-gold");
    expect(field(/Additional Comments/)).toHaveValue(
      "I'm interested in the Gold tier of the fuel card program.",
    );
  });

  it("applies to the fuel card application too", async () => {
    const user = userEvent.setup();
    const first = await renderApp("/fuel-card-application?tier=silver");
    await user.type(field(/Company Name/), "Red Rock Carriers");
    await user.type(field(/Contact Name/), "Sam Rivera");
    await user.type(field(/Email Address/), "fuel-once@example.com");
    await user.type(field(/Phone Number/), "(602) 555-0188");
    await user.type(field(/MC Number/), "MC-123456");
    await user.type(field(/DOT Number/), "1234567");
    await user.selectOptions(field(/Monthly Fuel Spend/), "5k-10k");
    await user.selectOptions(field(/Business Type/), "small-fleet");
    await user.selectOptions(field(/Years in Business/), "3-5");
    await user.type(field(/Number of Trucks/), "5");
    await user.type(field(/Primary Routes/), "I-10 Phoenix to El Paso");
    await user.type(field(/Preferred Fuel Brands/), "Love's");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    const button = () =>
      screen.getByRole("button", {
        name: /Submit Application|Submitting|Application Submitted|Saved on This Device/,
      });
    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent("Application Submitted!"));
    const [stored] = await harness.stored("fuel-card-applications", "fuel-once@example.com");

    first.unmount();
    await renderApp("/fuel-card-application?tier=silver");
    expect(await screen.findByText(`Sent, reference ${stored?.reference}`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Start a new request" }));
    // A new request starts from what the address asks for, not from the last one.
    expect(field(/Fuel Card Tier/)).toHaveValue("silver");
    expect(field(/Company Name/)).toHaveValue("");
    expect(harness.posts("/api/fuel-card-applications")).toHaveLength(1);
  });
});
