import { InstallApp } from "../features/pwa/install-app";
import { defineIsland } from "../lib/islands";

/** The footer's "Install app" (or the iPhone hint), once the browser says it can. */
export default defineIsland("install-app", InstallApp, "idle");
