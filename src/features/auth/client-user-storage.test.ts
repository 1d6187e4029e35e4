// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  CLIENT_USER_KEY,
  clearStoredClientUser,
  readStoredClientUser,
  storeClientUser,
} from "./client-user-storage";

const user = {
  username: "erin",
  firstName: "Erin",
  lastName: "Driver",
  companyName: "Erin Trucking",
  lastLogin: null,
  locale: "es" as const,
};

describe("stored client user", () => {
  beforeEach(() => localStorage.clear());

  it("is missing until stored", () => {
    expect(readStoredClientUser()).toEqual({ state: "missing" });
  });

  it("keeps only the display fields of the user, never a token or password", () => {
    storeClientUser({ ...user, token: "secret-token", password: "hunter2" } as typeof user);
    expect(JSON.parse(localStorage.getItem(CLIENT_USER_KEY)!)).toEqual(user);
    expect(readStoredClientUser()).toEqual({ state: "present", user });
  });

  it("reads a user stored before the portal spoke Spanish as English", () => {
    const { locale: _locale, ...before } = user;
    localStorage.setItem(CLIENT_USER_KEY, JSON.stringify(before));
    expect(readStoredClientUser()).toEqual({ state: "present", user: { ...before, locale: "en" } });
  });

  it.each([
    ["text that is not JSON", "{not json"],
    ["JSON of another shape", JSON.stringify({ username: 42 })],
    ["a JSON array", "[]"],
  ])("reports %s as corrupt", (_label, raw) => {
    localStorage.setItem(CLIENT_USER_KEY, raw);
    expect(readStoredClientUser()).toEqual({ state: "corrupt" });
  });

  it("clears what it stored", () => {
    storeClientUser(user);
    clearStoredClientUser();
    expect(localStorage.getItem(CLIENT_USER_KEY)).toBeNull();
  });
});
