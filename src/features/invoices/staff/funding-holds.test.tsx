// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * Knowing the broker before the load on the staff invoice screen
 * (docs/decisions/0221-verification-and-holds.md), against the mocks, which run the API: what holds
 * funding and why, recording a verification, approving the holds, and the funding form refusing with
 * the server's words.
 */
mockApiForTests();

/** Fastlane Freight Brokers LLC, the mock world's broker not to fund. */
const FASTLANE = "0f1ce000-0000-4000-8000-000500000005";

async function openAsStaff(reference: string) {
  await signInToMocks("staff");
  await renderApp(`/admin/invoices/${reference}`);
}

const panel = (name: string) => screen.getByRole("region", { name });

describe("verification with the broker", () => {
  it("says why it is needed, refuses a call without its method, records it, and the hold is gone", async () => {
    const user = userEvent.setup();
    // Echo Global Logistics is Ask first, and the advance its terms propose is above the line.
    await openAsStaff("INV-DEM0-0003");
    const verification = panel("Verification with the broker");
    expect(
      within(verification).getByText(
        "Needed before funding: the advance of $2,973.60 is above $2,500.00; Echo Global Logistics, Inc. is Ask first.",
      ),
    ).toBeInTheDocument();
    const holds = within(panel("Funding holds")).getByRole("list", { name: "Holds on funding" });
    expect(within(holds).getByRole("listitem")).toHaveTextContent(
      /^No verification with the broker is recorded, and one is needed.*Waiting for a second staff member to approve it$/,
    );

    await user.type(within(verification).getByLabelText(/^Contact/), "Dana, Echo AP, (555) 010-2103");
    await user.type(within(verification).getByLabelText(/^What they said/), "Load delivered; pays net 30.");
    await user.click(within(verification).getByRole("button", { name: "Record verification" }));
    const method = within(verification).getByLabelText(/^How/);
    expect(
      await within(verification).findByText(
        "Choose how you verified it: phone, e-mail or the broker's portal",
      ),
    ).toBeInTheDocument();
    // The form focuses the field at fault once it has drawn the message.
    await waitFor(() => expect(method).toHaveFocus());
    await user.selectOptions(method, "phone");
    await user.click(within(verification).getByRole("button", { name: "Record verification" }));

    expect(await within(verification).findByText("Verification recorded.")).toBeInTheDocument();
    const recorded = within(verification).getByRole("list", { name: "Verifications recorded" });
    expect(recorded).toHaveTextContent("Phone: Dana, Echo AP, (555) 010-2103");
    expect(recorded).toHaveTextContent("Load delivered; pays net 30.");
    expect(
      within(panel("Funding holds")).getByText("Nothing holds funding this invoice."),
    ).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "History" }).lastElementChild).toHaveTextContent(
      /^Verified with the broker \(Phone\).*by admin.*Dana, Echo AP, \(555\) 010-2103: Load delivered; pays net 30\.$/,
    );
  });
});

describe("holds", () => {
  it("are approved with a reason, kept in the history, and the approver is told someone else funds it", async () => {
    const user = userEvent.setup();
    await openAsStaff("INV-DEM0-0003");
    const holds = panel("Funding holds");
    await user.click(within(holds).getByRole("button", { name: "Approve hold" }));
    const reason = within(holds).getByLabelText(/^Why you approve/);
    expect(await within(holds).findByText("Reason is required")).toBeInTheDocument();
    // The form focuses the field at fault once it has drawn the message.
    await waitFor(() => expect(reason).toHaveFocus());
    await user.type(reason, "Echo's AP is closed today; the shipper confirmed delivery.");
    await user.click(within(holds).getByRole("button", { name: "Approve hold" }));

    expect(
      await within(holds).findByText("Hold approved: another staff member funds it."),
    ).toBeInTheDocument();
    expect(within(holds).getByRole("listitem")).toHaveTextContent(/Approved by admin, .+$/);
    expect(within(holds).getByText(/^Why admin approved:/).parentElement).toHaveTextContent(
      "Why admin approved: Echo's AP is closed today; the shipper confirmed delivery.",
    );
    expect(
      within(holds).getByText("You approved a hold here: another staff member must fund it."),
    ).toBeInTheDocument();
    expect(within(holds).queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
    expect(panel("Verification with the broker")).toHaveTextContent("admin approved funding without it.");
    const approved = screen.getByRole("list", { name: "History" }).lastElementChild;
    expect(approved).toHaveTextContent("Funding holds approved");
    expect(approved).toHaveTextContent("No verification with the broker is recorded");
    expect(approved).toHaveTextContent("Echo's AP is closed today; the shipper confirmed delivery.");
  });

  it("the funding form names the holds, and the server's refusal shows in its own words", async () => {
    const user = userEvent.setup();
    await signInToMocks("staff");
    const linked = await fetch("/api/admin/invoices/INV-DEM0-0002/broker", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ brokerId: FASTLANE }),
    });
    expect(linked.status).toBe(200);
    await renderApp("/admin/invoices/INV-DEM0-0002");
    await user.selectOptions(screen.getByLabelText(/New status/), "funded");
    const form = screen.getByRole("form", { name: "Change status" });
    const held = within(form).getByText("Funding is held").parentElement as HTMLElement;
    expect(held).toHaveTextContent("The broker Fastlane Freight Brokers LLC is marked Do not fund.");
    expect(held).toHaveTextContent(
      "A second staff member approves it under Funding holds before it is funded.",
    );

    await user.type(within(form).getByLabelText(/Reason for the client/), "Sent by ACH.");
    await user.click(within(form).getByRole("button", { name: "Save status" }));
    const refusal = await within(form).findByRole("alert");
    expect(refusal).toHaveTextContent(
      "Funding INV-DEM0-0002 is held: The broker Fastlane Freight Brokers LLC is marked Do not fund. A second staff member must approve this hold (Funding holds) before it is funded.",
    );
    expect(screen.getByRole("list", { name: "History" })).not.toHaveTextContent("In review → Funded");
  });

  it("the funding form warns when the advance typed needs a verification the proposal did not", async () => {
    const user = userEvent.setup();
    // Coyote is approved: the $2,205.00 its terms propose needs no call, $2,600.00 does.
    await openAsStaff("INV-DEM0-0001");
    await user.selectOptions(screen.getByLabelText(/New status/), "in-review");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    await waitFor(() => expect(screen.getByText("Status changed to In review.")).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/New status/), "funded");
    const form = screen.getByRole("form", { name: "Change status" });
    expect(within(form).queryByText("Funding is held")).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Advance/));
    await user.type(within(form).getByLabelText(/^Advance/), "2600");
    expect(
      within(form).getByText("An advance above $2,500.00 needs a verification with the broker first."),
    ).toBeInTheDocument();
  });
});
