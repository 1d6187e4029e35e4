// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../components/testing/render-with-router";
import { initials, LeadershipTeam } from "./leadership-team";

const members = [
  {
    id: "1",
    name: "Karen Whitaker",
    role: "Founder & Chief Executive Officer",
    experience: "22 years in transportation finance",
    bio: "Started TPF.",
    profileImage: "/api/team-members/1/photo?v=abc",
  },
  {
    id: "2",
    name: "Luis Ortega",
    role: "Chief Operating Officer",
    experience: "17 years in freight operations",
    bio: "Runs funding operations.",
    profileImage: null,
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LeadershipTeam", () => {
  it("shows four skeleton cards while loading, then the team from GET /api/team-members", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal("fetch", fetchMock);

    await renderWithRouter(<LeadershipTeam />);
    expect(screen.getAllByTestId("team-skeleton")).toHaveLength(4);
    expect(screen.getByRole("status")).toHaveTextContent("Loading our leadership team.");

    answer(json(200, { success: true, teamMembers: members }));
    expect(await screen.findByRole("heading", { name: "Karen Whitaker" })).toBeInTheDocument();
    expect(screen.queryAllByTestId("team-skeleton")).toHaveLength(0);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/team-members$/);

    const karen = screen.getByRole("heading", { name: "Karen Whitaker" }).closest("article")!;
    expect(within(karen).getByText("Founder & Chief Executive Officer")).toBeInTheDocument();
    expect(within(karen).getByText("22 years in transportation finance")).toBeInTheDocument();
    expect(within(karen).getByText("Started TPF.")).toBeInTheDocument();
    expect(karen.querySelector("img")).toHaveAttribute("src", "/api/team-members/1/photo?v=abc");

    const luis = screen.getByRole("heading", { name: "Luis Ortega" }).closest("article")!;
    expect(luis.querySelector("img")).toBeNull();
    expect(within(luis).getByTestId("photo-placeholder")).toHaveTextContent("LO");
  });

  it("says clearly when the team cannot load, and Try again loads it", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(500, { error: "Something went wrong" }))
      .mockResolvedValueOnce(json(200, { success: true, teamMembers: members }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();

    await renderWithRouter(<LeadershipTeam />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load our leadership team.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Luis Ortega" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says so when the network is down", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await renderWithRouter(<LeadershipTeam />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Check your connection and try again.");
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Karen Whitaker")).toBe("KW");
    expect(initials("  angela  marie brooks ")).toBe("AB");
    expect(initials("Cher")).toBe("C");
  });
});
