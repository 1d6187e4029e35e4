import { revalidateLogic } from "@tanstack/react-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, LockKeyhole } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ADMIN_LOGIN_SUCCESS, AdminLoginInput } from "../../../../api/contract/auth";
import { api_invalid_credentials } from "../../../paraglide/messages";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import { LogoMark } from "../../../components/brand/logo-mark";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { toastAfterNavigation, useToast } from "../../../components/ui/toast";
import { adminSessionQueryKey, adminSessionQueryOptions } from "../admin-session";
import { rememberAdminSignIn } from "../admin-session-hint";
import { adminLogin, failureMessage } from "../requests";
import { submitWith, useAppForm } from "../../../components/form/form";
import { Spinner } from "../../../components/ui/spinner";
import formStyles from "./form.module.css";
import styles from "./admin-login.module.css";
import { useAdoptTypedValues } from "../../../lib/typed-before-hydration";
import { useHydrated } from "../../../lib/use-hydrated";

/** Time between the success toast and leaving for the dashboard (spec: about 100 ms). */
const REDIRECT_DELAY_MS = 100;

const SIGN_IN_DEFAULTS = { username: "", password: "" };

/** Where staff go once signed in: what waits for them (docs/decisions/0121-staff-dashboard.md). */
const DASHBOARD = "/admin/dashboard";

/**
 * The staff sign-in screen: checked by the server, which sets the session
 * cookie. A plain HTML form too: sent before the app runs, the server signs
 * in itself (`answer` is its reply when it could not).
 */
export function AdminLogin({
  sessionEnded = false,
  answer,
}: {
  sessionEnded?: boolean;
  answer?: FormAnswer | undefined;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(answer?.error ?? null);
  const redirectTimer = useRef<number | undefined>(undefined);

  // Someone already signed in is sent on to the dashboard.
  const session = useQuery({ ...adminSessionQueryOptions(), enabled: hydrated });
  const alreadySignedIn = session.data?.authenticated === true;
  useEffect(() => {
    if (alreadySignedIn && redirectTimer.current === undefined) window.location.replace(DASHBOARD);
  }, [alreadySignedIn]);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const login = useMutation({
    mutationFn: adminLogin,
    onSuccess: (result) => {
      rememberAdminSignIn();
      toast({ title: ADMIN_LOGIN_SUCCESS, variant: "success" });
      // Said again on the dashboard, which is another page.
      toastAfterNavigation({ title: ADMIN_LOGIN_SUCCESS, variant: "success" });
      redirectTimer.current = window.setTimeout(() => {
        queryClient.setQueryData(adminSessionQueryKey, {
          authenticated: true,
          username: result.username,
          expiresAt: result.expiresAt,
        });
        window.location.assign(DASHBOARD);
      }, REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      // The staff area is English; the sentence is the catalogue's, as the server says it.
      const invalid = api_invalid_credentials({}, { locale: "en" });
      setFailure(failureMessage(error, { 401: invalid }, invalid));
    },
  });

  const form = useAppForm({
    defaultValues: { ...SIGN_IN_DEFAULTS, username: String(answer?.values.username ?? "") },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: AdminLoginInput },
    onSubmit: async ({ value }) => {
      setFailure(null);
      await login
        .mutateAsync({ username: value.username.trim(), password: value.password })
        .catch(() => undefined);
    },
  });

  const formElement = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(form, SIGN_IN_DEFAULTS, formElement);

  const busy = login.isPending || login.isSuccess;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.column}>
        <p className={styles.brand}>
          <LogoMark className={styles.brandMark} />
          Staff area
        </p>
        <div className={styles.card}>
          <div className={styles.badge} aria-hidden="true">
            <LockKeyhole size={26} />
          </div>
          <h1 className={styles.title}>Admin Access</h1>
          <p className={styles.lead}>
            Staff sign-in for invoices, quote requests, fuel card applications and accounts.
          </p>
          {hydrated && sessionEnded && !failure ? (
            <Notice tone="info" role="status" className={styles.notice}>
              <p>Your session has ended. Please sign in again.</p>
            </Notice>
          ) : null}
          <form
            ref={formElement}
            method="post"
            action="/admin/login"
            className={formStyles.form}
            noValidate={hydrated}
            onSubmit={submitWith(form)}
          >
            <form.AppField name="username">
              {(field) => (
                <field.TextField label="Username" autoComplete="username" autoCapitalize="none" required />
              )}
            </form.AppField>
            <form.AppField name="password">
              {(field) => <field.PasswordField label="Password" autoComplete="current-password" required />}
            </form.AppField>
            <p className={formStyles.forgotRow}>
              <a href="/admin/forgot-password" className={formStyles.textLink}>
                Forgot password?
              </a>
            </p>
            {failure ? (
              <Notice tone="error" role="alert">
                <p>{failure}</p>
              </Notice>
            ) : null}
            <Button type="submit" variant="secondary" block disabled={busy}>
              {busy ? <Spinner /> : null}
              {busy ? "Signing in..." : "Sign In"}
            </Button>
          </form>
          <div className={styles.footer}>
            <a href="/" className={styles.back}>
              <ArrowLeft aria-hidden="true" size={16} />
              Back to Website
            </a>
          </div>
        </div>
        <p className={styles.note}>For TPF staff only. Sessions end after 24 hours.</p>
      </div>
    </main>
  );
}
