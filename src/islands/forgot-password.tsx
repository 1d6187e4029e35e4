import type { FormAnswer } from "../../api/contract/form-answer";
import { ClientForgotPassword } from "../features/auth/components/forgot-password";
import { defineIsland } from "../lib/islands";
import { OwnQueryClient } from "../lib/own-query-client";

function ForgotPasswordIsland(props: { sent?: boolean; answer?: FormAnswer | undefined }) {
  return (
    <OwnQueryClient>
      <ClientForgotPassword {...props} />
    </OwnQueryClient>
  );
}

/** "Forgot password?" of the client portal: a plain form that the app takes over as soon as its code arrives. */
export default defineIsland("forgot-password", ForgotPasswordIsland, "eager");
