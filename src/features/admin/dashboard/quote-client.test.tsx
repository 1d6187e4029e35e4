// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";

// A quote request made a client from its detail (docs/decisions/0225-quote-to-client.md), against the
// mocks, which run the API's own routes; they start again from their fixtures after every test.
mockApiForTests();

async function openQuote(company: string) {
  const user = userEvent.setup();
  await signInToMocks("staff");
  await renderApp("/admin/quotes");
  expect(await screen.findByText("Showing 12 of 12 quote requests")).toBeInTheDocument();
  // jsdom joins the button's words without the space CSS would give them.
  await user.click(screen.getByRole("button", { name: new RegExp(`details of ${company}$`) }));
  const detail = await screen.findByRole("dialog", { name: company });
  return { user, detail };
}

it("Make client confirms what the quote carries over, makes the client, then links to it", async () => {
  const { user, detail } = await openQuote("Hollis Brothers Trucking");
  expect(await within(detail).findByText("Not a client yet.")).toBeVisible();
  await user.click(within(detail).getByRole("button", { name: "Make client" }));

  const confirm = await screen.findByRole("dialog", { name: "Make Hollis Brothers Trucking a client" });
  const carried = Object.fromEntries(
    within(confirm)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  expect(carried).toEqual({
    Company: "Hollis Brothers Trucking",
    "First name": "Ray",
    "Last name": "Hollis",
    "E-mail": "ray.hollis@example.com",
    Phone: "(405) 555-0163",
    "MC number": "1029384",
    "DOT number": "3587712",
  });
  expect(within(confirm).getByRole("textbox", { name: /Username/ })).toHaveValue("hollisbrotherstrucking");
  expect(confirm).toHaveTextContent("We e-mail ray.hollis@example.com a link to set their password");
  await user.click(within(confirm).getByRole("button", { name: "Make client and invite" }));

  expect(await screen.findByText("Hollis Brothers Trucking is a client")).toBeVisible();
  expect(
    await within(detail).findByText(
      "This quote became the client Hollis Brothers Trucking (hollisbrotherstrucking).",
    ),
  ).toBeVisible();
  expect(within(detail).getByRole("link", { name: "Open client" })).toHaveAttribute(
    "href",
    expect.stringMatching(/^\/admin\/clients\/[0-9a-f-]{36}$/),
  );
});

it("a username that breaks the rules or another client has is refused, and nothing is made", async () => {
  const { user, detail } = await openQuote("Prairie Wind Logistics");
  await user.click(await within(detail).findByRole("button", { name: "Make client" }));
  const confirm = await screen.findByRole("dialog", { name: "Make Prairie Wind Logistics a client" });
  const username = within(confirm).getByRole("textbox", { name: /Username/ });
  await user.clear(username);
  await user.type(username, "two words");
  await user.click(within(confirm).getByRole("button", { name: "Make client and invite" }));
  expect(await within(confirm).findByText(/Username must be/)).toBeVisible();
  await user.clear(username);
  await user.type(username, "DEMO");
  await user.click(within(confirm).getByRole("button", { name: "Make client and invite" }));
  expect(await within(confirm).findByRole("alert")).toHaveTextContent(
    "A client account with this username already exists.",
  );
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  expect(within(detail).getByText("Not a client yet.")).toBeVisible();
});
