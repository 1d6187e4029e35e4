// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MOCK_CREDENTIALS } from "../../../../mocks/fixtures";
import { mockApiForTests } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * The staff detail's workflow (docs/decisions/0100-invoice-workflow.md,
 * 0101-funding-and-corrections.md) against the mocks, which run the API:
 * only the allowed next statuses, why the others are missing, the funding
 * figures checked with the server's words, the history and the notes.
 */
mockApiForTests();

async function openAsStaff(reference: string) {
  const answer = await fetch("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(MOCK_CREDENTIALS.staff),
  });
  expect(answer.status).toBe(200);
  await renderApp(`/admin/invoices/${reference}`);
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("the staff status control", () => {
  it("offers only the next statuses of the workflow, and says why", async () => {
    await openAsStaff("INV-DEM0-0002");
    const select = screen.getByLabelText(/New status/);
    expect(optionsOf(select)).toEqual(["Choose...", "Needs documents", "Funded", "Declined"]);
    expect(screen.getByText("Only the next steps from In review are listed.")).toBeInTheDocument();
  });

  it("never offers Submitted for an invoice that needs documents: the client's pages bring it back", async () => {
    await openAsStaff("INV-DEM0-0003");
    expect(optionsOf(screen.getByLabelText(/New status/))).toEqual(["Choose...", "Declined"]);
    expect(
      screen.getByText(
        "Submitted is not listed: the invoice goes back to it by itself when the client adds pages.",
      ),
    ).toBeInTheDocument();
  });

  it("a funded invoice is closed unpaid only: a broker's payment makes it paid; its figures and history show", async () => {
    const user = userEvent.setup();
    await openAsStaff("INV-DEM0-0004");
    expect(optionsOf(screen.getByLabelText(/New status/))).toEqual(["Choose...", "Short-paid", "Recourse"]);
    expect(
      screen.getByText(/^It becomes Paid by itself when a broker's payment is applied to it in full/),
    ).toBeInTheDocument();
    expect(screen.getByText("Advance", { selector: "dt" }).nextElementSibling).toHaveTextContent("$2,850.00");
    expect(screen.getByText("Fee", { selector: "dt" }).nextElementSibling).toHaveTextContent("$82.50");
    const history = screen.getByRole("list", { name: "History" });
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((entry) => entry.querySelector("p")?.firstChild?.textContent),
    ).toEqual(["Sent by the client", "Submitted → In review", "In review → Funded"]);

    // Closing it says what it costs the client first; the server refuses a short pay of nothing paid.
    await user.selectOptions(screen.getByLabelText(/New status/), "short-paid");
    expect(
      screen.getByText(
        "Short-paid closes it once the broker has paid part of it: the $3,000.00 the broker has not paid, and the fee for the days since funding, are charged to the client's reserve. It is final.",
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Reason for the client/), "Broker deducted a claim.");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByText(/^Nothing has been paid on INV-DEM0-0004 yet/)).toBeInTheDocument();
  });

  it("funding proposes the client's terms; other figures need a reason; the server's words; the history keeps it", async () => {
    const user = userEvent.setup();
    await openAsStaff("INV-DEM0-0002");
    await user.selectOptions(screen.getByLabelText(/New status/), "funded");
    // The invoice totals $1,825.00; the company's terms: 90 % advanced, a 3 % fee.
    expect(screen.getByLabelText(/Advance/)).toHaveValue("1642.50");
    expect(screen.getByLabelText(/^Fee/)).toHaveValue("54.75");
    expect(
      screen.getByText(/^Proposed on the client's terms \(90 % advanced, 3 % fee for 30 days/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Reason for other figures/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Advance/));
    await user.type(screen.getByLabelText(/Advance/), "1800");
    await user.clear(screen.getByLabelText(/^Fee/));
    await user.type(screen.getByLabelText(/^Fee/), "50");
    await user.clear(screen.getByLabelText(/Funding date/));
    await user.type(screen.getByLabelText(/Funding date/), "2026-01-02");
    await user.type(screen.getByLabelText(/Reason for the client/), "Sent by ACH.");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(
      await screen.findByText(
        "The advance and the fee together cannot be more than the invoice total ($1,825.00)",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "The client's terms give an advance of $1,642.50 and a fee of $54.75: give a reason for other figures",
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Fee/));
    await user.type(screen.getByLabelText(/^Fee/), "25");
    await user.type(screen.getByLabelText(/Reason for other figures/), "Advance agreed on the phone.");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    // The answer makes the invoice funded: the control offers only closing it unpaid, with the confirmation.
    expect(await screen.findByText(/^It becomes Paid by itself/)).toBeInTheDocument();
    expect(screen.getByText("Status changed to Funded.")).toBeInTheDocument();
    const history = screen.getByRole("list", { name: "History" });
    expect(history).toHaveTextContent("In review → Funded");
    expect(history).toHaveTextContent("Advance $1,800.00, fee $25.00, funded on Jan 2, 2026");
    expect(history).toHaveTextContent("Other than the terms' figures: Advance agreed on the phone.");
    expect(screen.getByText("Broker still owes", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "$1,825.00",
    );
    expect(screen.getByText("Correct the funding figures", { selector: "summary" })).toBeInTheDocument();
  });
});

describe("after a change", () => {
  it("the next choices follow the new status, and choosing one clears the last confirmation", async () => {
    const user = userEvent.setup();
    await openAsStaff("INV-DEM0-0001");
    await user.selectOptions(screen.getByLabelText(/New status/), "in-review");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    await waitFor(() =>
      expect(optionsOf(screen.getByLabelText(/New status/))).toEqual([
        "Choose...",
        "Needs documents",
        "Funded",
        "Declined",
      ]),
    );
    expect(screen.getByText("Status changed to In review.")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/New status/), "funded");
    expect(screen.queryByText("Status changed to In review.")).not.toBeInTheDocument();
  });
});

describe("a correction", () => {
  it("changes a funded invoice's figures with a reason, and the history keeps before and after", async () => {
    const user = userEvent.setup();
    await openAsStaff("INV-DEM0-0004");
    await user.click(screen.getByText("Correct the funding figures", { selector: "summary" }));
    const form = screen.getByRole("form", { name: "Correct the funding figures" });
    expect(within(form).getByLabelText(/^Advance/)).toHaveValue("2850.00");
    await user.clear(within(form).getByLabelText(/^Fee/));
    await user.type(within(form).getByLabelText(/^Fee/), "80");
    await user.click(within(form).getByRole("button", { name: "Save correction" }));
    expect(await within(form).findByText("Reason is required")).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Reason for the correction/), "Fee keyed wrong.");
    await user.click(within(form).getByRole("button", { name: "Save correction" }));
    await waitFor(() => expect(screen.getByText("Correction saved.")).toBeInTheDocument());
    const corrected = within(screen.getByRole("list", { name: "History" }))
      .getAllByRole("listitem")
      .at(-1);
    expect(corrected).toHaveTextContent("Funding figures corrected");
    expect(corrected).toHaveTextContent("Before: Advance $2,850.00, fee $82.50");
    expect(corrected).toHaveTextContent("After: Advance $2,850.00, fee $80.00");
    expect(corrected).toHaveTextContent("Fee keyed wrong.");
    expect(screen.getByText("Fee", { selector: "dt" }).nextElementSibling).toHaveTextContent("$80.00");
  });
});

describe("internal notes", () => {
  it("are added with who wrote them, newest last", async () => {
    const user = userEvent.setup();
    await openAsStaff("INV-DEM0-0001");
    await user.type(screen.getByLabelText(/New note/), "Broker confirmed the rate by phone.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(screen.getByLabelText(/New note/)).toHaveValue(""));
    const note = screen.getByText("Broker confirmed the rate by phone.");
    expect(note.previousElementSibling).toHaveTextContent(/^admin · /);
  });
});
