// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { clients } from "../../../../api/db/schema";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";
import { CLIENT_PAGE_SIZE } from "./queries";

const mock = mockApiForTests();

it("shows a page of client accounts and loads the next with Load more, the total named throughout", async () => {
  await signInToMocks("staff");
  const listed = async () => (await (await fetch("/api/admin/clients?limit=100")).json()).total as number;
  const before = await listed();
  // Rows straight into the database: fifty sign-ups through the API would spend seconds hashing passwords.
  await mock()
    .db.insert(clients)
    .values(
      Array.from({ length: CLIENT_PAGE_SIZE + 1 - before }, (_, index) => ({
        id: crypto.randomUUID(),
        companyName: `Fleet ${index} Hauling`,
        firstName: "Ana",
        lastName: "Ruiz",
        username: `fleet${index}`,
        email: `fleet${index}@example.com`,
        passwordHash: "not a password",
      })),
    );
  const total = await listed();
  expect(total).toBe(CLIENT_PAGE_SIZE + 1);

  await renderApp("/admin/clients");
  // Plain DOM queries on a table of fifty rows: role queries walk every row's buttons and take seconds in jsdom.
  const rows = () => document.querySelectorAll("table tbody tr");
  expect(rows()).toHaveLength(CLIENT_PAGE_SIZE);
  expect(screen.getByText(/^Newest/)).toHaveTextContent(`Newest ${CLIENT_PAGE_SIZE} of ${total}`);

  await userEvent.click(screen.getByText("Load more"));
  expect(await screen.findByText(`${total} clients`)).toBeInTheDocument();
  expect(rows()).toHaveLength(total);
  expect(screen.queryByText("Load more")).not.toBeInTheDocument();
});
