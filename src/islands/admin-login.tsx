import type { FormAnswer } from "../../api/contract/form-answer";
import { AdminLogin } from "../features/auth/components/admin-login";
import { defineIsland } from "../lib/islands";
import { OwnQueryClient } from "../lib/own-query-client";

function AdminLoginIsland(props: { sessionEnded?: boolean; answer?: FormAnswer | undefined }) {
  return (
    <OwnQueryClient>
      <AdminLogin {...props} />
    </OwnQueryClient>
  );
}

/** Staff sign-in, taken over by the app as soon as its code arrives. */
export default defineIsland("admin-login", AdminLoginIsland, "eager");
