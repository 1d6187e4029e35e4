import type { FormAnswer } from "../../api/contract/form-answer";
import { ExternalLoginForm } from "../features/auth/components/external-login";
import { defineIsland } from "../lib/islands";
import { OwnQueryClient } from "../lib/own-query-client";

function ExternalLoginIsland({ answer }: { answer?: FormAnswer | undefined }) {
  return (
    <OwnQueryClient>
      <ExternalLoginForm answer={answer} />
    </OwnQueryClient>
  );
}

/** The external-system sign-in form, taken over as soon as its code arrives. */
export default defineIsland("external-login-form", ExternalLoginIsland, "eager");
