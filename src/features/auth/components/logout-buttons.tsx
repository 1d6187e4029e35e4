import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toast";
import { adminSessionQueryKey } from "../admin-session";
import { forgetAdminSignIn } from "../admin-session-hint";
import { clientUserQueryKey } from "../client-session";
import { clearStoredClientUser } from "../client-user-storage";
import { adminLogout, clientLogout, failureMessage, isUnauthorized } from "../requests";

/**
 * Ends the staff session on the server. The staff guard sees the session
 * end and returns to /admin/login (and drops all staff data).
 */
export function AdminLogoutButton({ variant = "outline" }: { variant?: ButtonVariant }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const endLocally = () => {
    forgetAdminSignIn();
    queryClient.setQueryData(adminSessionQueryKey, { authenticated: false });
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

/** Ends the client session on the server, forgets what the browser stored and goes home. */
export function ClientLogoutButton({ variant = "outline" }: { variant?: ButtonVariant }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const logout = useMutation({
    mutationFn: clientLogout,
    onSuccess: async () => {
      clearStoredClientUser();
      await navigate({ to: "/" });
      queryClient.removeQueries({ queryKey: clientUserQueryKey });
    },
    onError: (error) => {
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
