import type { FormAnswer } from "../../api/contract/form-answer";
import { StaffForgotPassword } from "../features/auth/components/forgot-password";
import { defineIsland } from "../lib/islands";
import { OwnQueryClient } from "../lib/own-query-client";

function AdminForgotPasswordIsland(props: { sent?: boolean; answer?: FormAnswer | undefined }) {
  return (
    <OwnQueryClient>
      <StaffForgotPassword {...props} />
    </OwnQueryClient>
  );
}

/** "Forgot password?" of the staff area, taken over by the app as soon as its code arrives. */
export default defineIsland("admin-forgot-password", AdminForgotPasswordIsland, "eager");
