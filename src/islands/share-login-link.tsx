import { ShareLoginLink } from "../features/auth/components/share-login-link";
import { defineIsland } from "../lib/islands";

/** The client login link with its Copy button (which appears once this runs). */
export default defineIsland("share-login-link", ShareLoginLink, "idle");
