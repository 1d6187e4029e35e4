import type { Page } from "@playwright/test";
import { appReady } from "./fixtures";

// The pages themselves are plain data, shared with the checks of the built HTML (tests/dist).
export { allPublicPaths, formPages, publicPages, seededTeam } from "../support/public-pages";

/** Waits for the public signal that the page's islands have woken (`<html data-app-ready>`). */
const waitForHydration = appReady;

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
