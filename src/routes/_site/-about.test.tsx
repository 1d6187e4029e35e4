// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupMockServer, type MockServer } from "../../../mocks/node";
import { renderApp } from "../../../tests/support/app/render-app";

/*
 * About when only the team cannot be read (the team list answers 500): the team section says so
 * and offers a retry; the rest of the page, in one site shell, stands.
 */
let mock: MockServer;

beforeAll(async () => {
  mock = await setupMockServer();
  mock.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

describe("About with the team list failing", () => {
  it("shows its error in the team section only, in one shell, and the retry brings the team", async () => {
    mock.server.use(
      http.get("/api/team-members", () => HttpResponse.json({ error: "Team unavailable." }, { status: 500 })),
    );
    const { container } = await renderApp("/about");
    expect(
      await screen.findByRole("heading", { name: "Fast, fair funding from people who know trucking" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Our values" })).toBeInTheDocument();
    expect(container.querySelectorAll("main#main")).toHaveLength(1);
    expect(container.querySelectorAll(".site > header")).toHaveLength(1);

    const team = screen.getByRole("heading", { name: "Meet our leadership team" }).closest("section")!;
    const notice = await within(team).findByRole("alert", {}, { timeout: 10_000 });
    expect(notice).toHaveTextContent("Our team could not be loaded just now. Please try again.");

    mock.server.resetHandlers();
    await userEvent.click(within(notice).getByRole("button", { name: "Try again" }));
    expect(await within(team).findByText("Karen Whitaker")).toBeInTheDocument();
    await waitFor(() => expect(within(team).queryByRole("alert")).toBeNull());
  });
});
