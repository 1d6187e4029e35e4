import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { StaffOwnAccount } from "../../../features/account-settings/components/staff-account";
import { changeStaffPassword, staffAccountOptions } from "../../../features/account-settings/requests";
import { PasswordChangeDialog } from "../../../features/auth/components/password-change-dialog";
import { pageHead } from "../../../lib/head";

/** `?confirm-email=` from the link e-mailed to a new address (docs/decisions/0190-account-security.md). */
const StaffAccountSearch = (search: Record<string, unknown>): { "confirm-email"?: string } => {
  const token = search["confirm-email"];
  return typeof token === "string" && token.length <= 200 ? { "confirm-email": token } : {};
};

export const Route = createFileRoute("/admin/_staff/account")({
  staticData: {
    staffScreen: { title: "Your account", subtitle: "Your e-mail, your password and your devices." },
  },
  validateSearch: StaffAccountSearch,
  head: ({ match }) =>
    pageHead(match.context, { title: "Your account", description: "Your staff account.", noindex: true }),
  loader: ({ context }) => context.queryClient.ensureQueryData(staffAccountOptions()),
  pendingComponent: () => <ScreenLoading message="Loading your account..." />,
  errorComponent: ({ error }) => <ScreenLoadFailed title="Your account could not be loaded" error={error} />,
  component: function StaffAccountScreen() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <StaffOwnAccount
        confirmEmailToken={search["confirm-email"]}
        // The token has done its work: it leaves the address bar and the history.
        onConfirmDone={() => void navigate({ search: {}, replace: true })}
        passwordChange={<PasswordChangeDialog change={changeStaffPassword} />}
      />
    );
  },
});
