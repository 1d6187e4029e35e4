import type { FormAnswer } from "../../api/contract/form-answer";
import { ClientLogin } from "../features/auth/components/client-login";
import { defineIsland } from "../lib/islands";
import { OwnQueryClient } from "../lib/own-query-client";

function ClientLoginIsland({ answer }: { answer?: FormAnswer | undefined }) {
  return (
    <OwnQueryClient>
      <ClientLogin answer={answer} />
    </OwnQueryClient>
  );
}

/** Client sign-in: a plain form that the app takes over as soon as its code arrives. */
export default defineIsland("client-login", ClientLoginIsland, "eager");
