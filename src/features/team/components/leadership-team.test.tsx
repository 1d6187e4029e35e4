// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TeamMember } from "../../../../api/contract/team-member";
import { initials, LeadershipTeam } from "./leadership-team";

const members: TeamMember[] = [
  {
    id: "1",
    name: "Karen Whitaker",
    role: "Founder & Chief Executive Officer",
    experience: "22 years in transportation finance",
    bio: "Started TPF.",
    profileImage: "/api/team-members/1/photo?v=abc",
    translations: {
      es: {
        role: "Fundadora y directora ejecutiva",
        experience: "",
        bio: "Fundó TPF.",
      },
    },
  },
  {
    id: "2",
    name: "Luis Ortega",
    role: "Chief Operating Officer",
    experience: "17 years in freight operations",
    bio: "Runs funding operations.",
    profileImage: null,
    translations: {},
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LeadershipTeam", () => {
  it("shows the team the page came with at once, then the current list from GET /api/team-members", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal("fetch", fetchMock);

    render(<LeadershipTeam teamMembers={[members[1]!]} />);
    // What the server rendered is there before any answer: nothing to wait for, no skeletons.
    expect(screen.getByRole("heading", { name: "Luis Ortega" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Karen Whitaker" })).not.toBeInTheDocument();
    // The API client settles the request's headers first: the call goes out a moment later.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/team-members$/);

    answer(json(200, { success: true, teamMembers: members }));
    expect(await screen.findByRole("heading", { name: "Karen Whitaker" })).toBeInTheDocument();
    const karen = screen.getByRole("heading", { name: "Karen Whitaker" }).closest("article")!;
    expect(within(karen).getByText("Founder & Chief Executive Officer")).toBeInTheDocument();
    expect(within(karen).getByText("22 years in transportation finance")).toBeInTheDocument();
    expect(within(karen).getByText("Started TPF.")).toBeInTheDocument();
    expect(karen.querySelector("img")).toHaveAttribute("src", "/api/team-members/1/photo?v=abc");

    const luis = screen.getByRole("heading", { name: "Luis Ortega" }).closest("article")!;
    expect(luis.querySelector("img")).toBeNull();
    expect(within(luis).getByTestId("photo-placeholder")).toHaveTextContent("LO");
  });

  it("keeps the team it has when the server cannot answer (offline, or an error)", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    render(<LeadershipTeam teamMembers={members} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole("list")).not.toHaveAttribute("aria-busy", "true"));
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the profiles are being updated when the team is empty", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json(200, { success: true, teamMembers: [] })));
    render(<LeadershipTeam teamMembers={[]} />);
    expect(
      screen.getByText("Our team profiles are being updated. Please check back soon."),
    ).toBeInTheDocument();
  });

  it("says its own words in the page's language; the members' words stay the data's", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json(200, { success: true, teamMembers: [] })));
    const { unmount } = render(<LeadershipTeam teamMembers={[]} locale="es" />);
    expect(
      screen.getByText("Estamos actualizando los perfiles de nuestro equipo. Vuelva a visitarnos pronto."),
    ).toBeInTheDocument();
    unmount();

    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    render(<LeadershipTeam teamMembers={null} locale="es" />);
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent(
      "No pudimos cargar nuestro equipo en este momento. Vuelva a intentarlo.",
    );
    expect(within(notice).getByRole("button", { name: "Volver a intentar" })).toBeInTheDocument();
  });

  it("on a Spanish page, shows the words staff wrote in Spanish and marks each English one, with a note", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(<LeadershipTeam teamMembers={members} locale="es" />);
    const karen = screen.getByRole("heading", { name: "Karen Whitaker" }).closest("article")!;
    const role = within(karen).getByText("Fundadora y directora ejecutiva");
    expect(role).not.toHaveAttribute("lang");
    expect(within(karen).getByText("Fundó TPF.").closest("p")).not.toHaveAttribute("lang");
    // Experience has no Spanish words: the English shows, said to be English.
    expect(within(karen).getByText("22 years in transportation finance").closest("p")).toHaveAttribute(
      "lang",
      "en",
    );
    expect(within(karen).queryByText("Founder & Chief Executive Officer")).not.toBeInTheDocument();
    expect(within(karen).getByText("Texto en inglés")).toBeInTheDocument();

    const luis = screen.getByRole("heading", { name: "Luis Ortega" }).closest("article")!;
    for (const text of [
      "Chief Operating Officer",
      "17 years in freight operations",
      "Runs funding operations.",
    ]) {
      expect(within(luis).getByText(text).closest("p")).toHaveAttribute("lang", "en");
    }
    expect(within(luis).getByText("Texto en inglés")).toBeInTheDocument();
  });

  it("on an English page, shows the English words, none marked, and no note", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(<LeadershipTeam teamMembers={members} />);
    const karen = screen.getByRole("heading", { name: "Karen Whitaker" }).closest("article")!;
    expect(within(karen).getByText("Founder & Chief Executive Officer")).not.toHaveAttribute("lang");
    expect(within(karen).queryByText("Fundó TPF.")).not.toBeInTheDocument();
    expect(screen.queryByText(/Written in English|Texto en inglés/)).not.toBeInTheDocument();
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Karen Whitaker")).toBe("KW");
    expect(initials("  angela  marie brooks ")).toBe("AB");
    expect(initials("Cher")).toBe("C");
  });
});
