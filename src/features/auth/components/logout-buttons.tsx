import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toast";
import { localizedPath } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import { forgetAdminSignIn } from "../admin-session-hint";
import { clientUserQueryKey } from "../client-session";
import { clearStoredClientUser } from "../client-user-storage";
import { adminLogout, clientLogout, failureMessage, isUnauthorized } from "../requests";
import { endStaffSession } from "../staff-access";

/**
 * Ends the staff session on the server; the staff area's guard then runs
 * again, drops all staff data and returns to /admin/login.
 */
export function AdminLogoutButton({ variant = "outline" }: { variant?: ButtonVariant }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { toast } = useToast();
  const endLocally = () => {
    forgetAdminSignIn();
    endStaffSession(queryClient);
    void router.invalidate();
  };
  const logout = useMutation({
    mutationFn: adminLogout,
    onSuccess: endLocally,
    onError: (error) => {
      if (isUnauthorized(error)) return endLocally();
      toast({
        title: "Error",
        description: failureMessage(error, {}, "Could not sign out. Please try again."),
        variant: "destructive",
      });
    },
  });
  return (
    <Button variant={variant} size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? "Signing out..." : "Logout"}
    </Button>
  );
}

/**
 * Ends the client session on the server, forgets what the browser stored and
 * goes home: the home page in the portal's language.
 */
export function ClientLogoutButton({ variant = "outline" }: { variant?: ButtonVariant }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const logout = useMutation({
    mutationFn: clientLogout,
    onSuccess: async () => {
      clearStoredClientUser();
      queryClient.removeQueries({ queryKey: clientUserQueryKey });
      // Home is a public page (prerendered HTML), not a screen of the app.
      window.location.assign(localizedPath("/", locale));
    },
    onError: (error) => {
      toast({
        title: m.account_error({}, { locale }),
        description: failureMessage(error, {}, m.account_logout_failed({}, { locale }), locale),
        variant: "destructive",
      });
    },
  });
  return (
    <Button variant={variant} size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? m.account_signing_out({}, { locale }) : m.account_logout({}, { locale })}
    </Button>
  );
}
