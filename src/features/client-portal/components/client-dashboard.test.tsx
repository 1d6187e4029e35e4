// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { ClientDashboard } from "./client-dashboard";

describe("the client dashboard's Submit Invoice card", () => {
  it("lists the documents the invoice flow asks for, and no invoice of the client's own", async () => {
    await renderWithRouter(
      <ClientDashboard
        user={{
          username: "erin",
          firstName: "Erin",
          lastName: "Driver",
          companyName: "Erin Trucking",
          lastLogin: null,
        }}
        passwordChange={null}
        recentActivity={null}
      />,
    );
    const heading = screen.getByRole("heading", { name: "Include with every load" });
    const list = within(heading.parentElement!).getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Rate confirmation",
      "Signed BOL / proof of delivery",
      "Receipt (lumper, scale, other), optional",
    ]);
  });
});
