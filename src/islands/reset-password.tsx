import { ResetPassword, type ResetPasswordProps } from "../features/auth/components/reset-password";
import { defineIsland } from "../lib/islands";
import { OwnQueryClient } from "../lib/own-query-client";

function ResetPasswordIsland(props: ResetPasswordProps) {
  return (
    <OwnQueryClient>
      <ResetPassword {...props} />
    </OwnQueryClient>
  );
}

/** Setting a password from an e-mailed link: a plain form (the token hidden in it) that the app takes over. */
export default defineIsland("reset-password", ResetPasswordIsland, "eager");
