// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApiForTests } from "../../../tests/support/app/mock-api";
import { renderApp } from "../../../tests/support/app/render-app";

/*
 * About when only the team cannot be read (the team list answers 500): the team section says so
 * and offers a retry; the rest of the page, in one site shell, stands. In each language.
 */
const mock = mockApiForTests();

describe.each([
  {
    path: "/about",
    title: "Fast, fair funding from people who know trucking",
    values: "Our values",
    team: "Meet our leadership team",
    failed: "Our team could not be loaded just now. Please try again.",
    retry: "Try again",
  },
  {
    path: "/es/about",
    title: "Financiamiento rápido y justo, de gente que conoce el transporte",
    values: "Nuestros valores",
    team: "Conozca a nuestro equipo directivo",
    failed: "No pudimos cargar nuestro equipo en este momento. Vuelva a intentarlo.",
    retry: "Volver a intentar",
  },
])("About ($path) with the team list failing", ({ path, title, values, team, failed, retry }) => {
  it("shows its error in the team section only, in one shell, and the retry brings the team", async () => {
    mock().server.use(
      http.get("/api/team-members", () => HttpResponse.json({ error: "Team unavailable." }, { status: 500 })),
    );
    const { container } = await renderApp(path);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: values })).toBeInTheDocument();
    expect(container.querySelectorAll("main#main")).toHaveLength(1);
    expect(container.querySelectorAll(".site > header")).toHaveLength(1);

    const section = screen.getByRole("heading", { name: team }).closest("section")!;
    const notice = await within(section).findByRole("alert", {}, { timeout: 10_000 });
    expect(notice).toHaveTextContent(failed);

    mock().server.resetHandlers();
    await userEvent.click(within(notice).getByRole("button", { name: retry }));
    // The members' names, roles and bios are the data's own words, in either edition.
    expect(await within(section).findByText("Karen Whitaker")).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole("alert")).toBeNull());
  });
});
