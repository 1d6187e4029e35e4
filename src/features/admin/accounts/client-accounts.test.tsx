// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expect, it, vi } from "vitest";
import { INVITATION_NEEDS_EMAIL, INVITATION_SENT } from "../../../../api/contract/password-links";
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

it("sends an invitation to a client with an e-mail address, after a confirmation naming it", async () => {
  await signInToMocks("staff");
  await mock()
    .db.insert(clients)
    .values([
      {
        id: crypto.randomUUID(),
        companyName: "Delgado Freight",
        firstName: "Rosa",
        lastName: "Delgado",
        username: "rosa",
        email: "rosa@example.com",
        passwordHash: "not a password",
      },
      {
        id: crypto.randomUUID(),
        companyName: "Nomail Hauling",
        firstName: "Ned",
        lastName: "Nomail",
        username: "ned",
        email: null,
        passwordHash: "not a password",
      },
    ]);
  const user = userEvent.setup();
  await renderApp("/admin/clients");

  expect(
    await screen.findByRole("button", { name: "Send invitation to Delgado Freight" }),
  ).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Send invitation to Nomail Hauling" })).not.toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Send invitation to Delgado Freight" }));
  const dialog = await screen.findByRole("dialog", { name: "Send an invitation to Delgado Freight?" });
  expect(dialog).toHaveAccessibleDescription(expect.stringContaining("rosa@example.com"));
  await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
  expect(await screen.findByText(INVITATION_SENT)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

it("shows the server's refusal of an invitation as the other actions show theirs", async () => {
  await signInToMocks("staff");
  await mock().db.insert(clients).values({
    id: crypto.randomUUID(),
    companyName: "Delgado Freight",
    firstName: "Rosa",
    lastName: "Delgado",
    username: "rosa",
    email: "rosa@example.com",
    passwordHash: "not a password",
  });
  mock().server.use(
    http.post("*/api/admin/clients/:id/invitation", () =>
      HttpResponse.json({ error: INVITATION_NEEDS_EMAIL }, { status: 409 }),
    ),
  );
  const user = userEvent.setup();
  await renderApp("/admin/clients");
  await user.click(await screen.findByRole("button", { name: "Send invitation to Delgado Freight" }));
  const dialog = await screen.findByRole("dialog", { name: "Send an invitation to Delgado Freight?" });
  await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
  expect(await screen.findByText(INVITATION_NEEDS_EMAIL)).toBeInTheDocument();
});

it("opens a client's money from its company name", async () => {
  await signInToMocks("staff");
  const user = userEvent.setup();
  const { router } = await renderApp("/admin/clients?q=demo");
  const id = (await (await fetch("/api/admin/clients?q=demo")).json()).clients[0].id as string;

  const link = screen.getByRole("link", { name: "Reyes Trucking LLC" });
  expect(link).toHaveAttribute("href", `/admin/clients/${id}`);
  await user.click(link);
  expect(await screen.findByRole("heading", { level: 2, name: "Money now" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1, name: "Reyes Trucking LLC" })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(`/admin/clients/${id}`);
});

it("downloads any client's statement for a period, in English or, to hand the client, in Spanish", async () => {
  const saved: { blob?: Blob; filename?: string } = {};
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:tpf/statement"), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href !== "blob:tpf/statement") return;
    saved.filename = this.download;
    saved.blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
  });
  const user = userEvent.setup();
  await signInToMocks("staff");
  await renderApp("/admin/clients");

  await user.click(await screen.findByRole("button", { name: "Statement of Reyes Trucking LLC" }));
  const dialog = await screen.findByRole("dialog", { name: "Statement of Reyes Trucking LLC" });
  const from = within(dialog).getByLabelText(/^From/);
  await user.clear(from);
  await user.type(from, "2020-01-01");
  await user.click(within(dialog).getByRole("button", { name: "Download PDF" }));
  expect(
    await within(dialog).findByText("A statement covers at most one year: choose a shorter period"),
  ).toBeInTheDocument();
  expect(saved.filename).toBeUndefined();

  const to = (within(dialog).getByLabelText(/^To/) as HTMLInputElement).value;
  await user.clear(from);
  await user.type(from, `${to.slice(0, 7)}-01`);
  await user.selectOptions(within(dialog).getByLabelText(/^Language/), "es");
  await user.click(within(dialog).getByRole("button", { name: "Download CSV" }));
  await vi.waitFor(() => expect(saved.filename).toBe(`estado-de-cuenta-${to.slice(0, 7)}-01_${to}.csv`));
  const csv = (await saved.blob?.text()) ?? "";
  expect(csv.split("\r\n")[0]).toBe('"Fecha","Descripción","Factura","Monto","Saldo"');
  expect(csv).toContain('"Saldo inicial"');
});
