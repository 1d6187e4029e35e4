import { revalidateLogic } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useRef, useState } from "react";
import { MIN_CLIENT_PASSWORD } from "../../../../api/contract/auth";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import {
  LINK_NOT_VALID,
  PASSWORD_LINK_TOKEN,
  PASSWORD_SET,
  PasswordSetInput,
  type PasswordSetAnswer,
} from "../../../../api/contract/password-links";
import { AnswerIssues, setServerIssues, submitWith, useAppForm } from "../../../components/form/form";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { company } from "../../../content/company";
import { ApiRequestError } from "../../../lib/api";
import { useAdoptTypedValues } from "../../../lib/typed-before-hydration";
import { useFocusWhen } from "../../../lib/use-focus-when";
import { useHydrated } from "../../../lib/use-hydrated";
import { failureMessage, setPasswordFromLink } from "../requests";
import formStyles from "./form.module.css";
import styles from "./sign-in-page.module.css";
import { SupportContacts } from "./support-contacts";

const DEFAULTS = { password: "", confirmPassword: "" };

type SignIn = PasswordSetAnswer["signIn"];

const SIGN_IN: Record<"client" | "staff", SignIn> = { client: "/client-login", staff: "/admin/login" };

export type ResetPasswordProps = {
  /** The e-mailed link's token, from the address. */
  token?: string | undefined;
  /** The password was set (the server's answer to the form sent without JavaScript). */
  set?: "client" | "staff" | undefined;
  /** The server's answer to the form sent without JavaScript, when it refused it. */
  answer?: FormAnswer | undefined;
};

/**
 * The page an e-mailed link opens (a reset or a staff invitation): the new
 * password twice, then where that account signs in. A link that is missing,
 * malformed, used or expired says so and leads to "Forgot password?". A plain
 * HTML form too, the token in a hidden field: sent before the app runs, the
 * server answers with `?set=` or with this form and its refusal.
 */
export function ResetPasswordForm({ token: tokenInAddress, set, answer }: ResetPasswordProps) {
  const hydrated = useHydrated();
  // After a refused post the address has no token: the form carried it.
  const token =
    tokenInAddress ?? (typeof answer?.values.token === "string" ? answer.values.token : undefined) ?? "";
  const [linkRefused, setLinkRefused] = useState(answer?.status === 400);
  const [failure, setFailure] = useState<string | null>(
    answer && answer.status !== 400 && Object.keys(answer.issues).length === 0
      ? (answer.error ?? null)
      : null,
  );
  const [signIn, setSignIn] = useState<SignIn | null>(set ? SIGN_IN[set] : null);
  const signInLink = useRef<HTMLAnchorElement>(null);
  const forgotLink = useRef<HTMLAnchorElement>(null);

  const save = useMutation({ mutationFn: setPasswordFromLink });

  const form = useAppForm({
    defaultValues: { token, ...DEFAULTS },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: PasswordSetInput },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null);
      try {
        setSignIn(await save.mutateAsync(value));
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 400 || error.issues?.token)) {
          setLinkRefused(true);
          return;
        }
        const placed =
          error instanceof ApiRequestError && error.issues ? setServerIssues(formApi, error.issues) : [];
        if (placed.length === 0)
          setFailure(failureMessage(error, {}, "Your password was not set. Please try again."));
      }
    },
  });

  const formElement = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(form, DEFAULTS, formElement);

  const linkUsable = PASSWORD_LINK_TOKEN.test(token) && !linkRefused;
  // Focus goes to what comes next (the form it was in is gone); the status
  // region or the alert reads the message out.
  useFocusWhen(signInLink, signIn !== null);
  useFocusWhen(forgotLink, linkRefused);

  return (
    <>
      <div role="status">
        {signIn ? (
          <Notice tone="success">
            <p>{PASSWORD_SET}</p>
          </Notice>
        ) : null}
      </div>
      {signIn ? (
        <ButtonAnchor ref={signInLink} href={signIn} variant="secondary" block className={styles.next}>
          Sign in
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonAnchor>
      ) : !linkUsable ? (
        <Notice tone="error" role={linkRefused ? "alert" : undefined}>
          <p>{LINK_NOT_VALID}</p>
          <p>
            <a ref={forgotLink} href="/forgot-password" className={formStyles.textLink}>
              Forgot password?
            </a>
          </p>
        </Notice>
      ) : (
        <AnswerIssues.Provider value={answer?.issues ?? {}}>
          <form
            ref={formElement}
            method="post"
            action="/reset-password"
            className={formStyles.form}
            noValidate={hydrated}
            onSubmit={submitWith(form)}
          >
            <input type="hidden" name="token" value={token} />
            <form.AppField name="password">
              {(field) => (
                <field.PasswordField
                  label="New password"
                  autoComplete="new-password"
                  hint={`At least ${MIN_CLIENT_PASSWORD} characters. A short sentence you will remember works well.`}
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="confirmPassword">
              {(field) => (
                <field.PasswordField label="Confirm password" autoComplete="new-password" required />
              )}
            </form.AppField>
            {failure ? (
              <Notice tone="error" role="alert">
                <p>{failure}</p>
              </Notice>
            ) : null}
            <Button type="submit" variant="secondary" block disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {save.isPending ? "Setting password..." : "Set password"}
            </Button>
          </form>
        </AnswerIssues.Provider>
      )}
    </>
  );
}

/** /reset-password: the client sign-in page's look, support at its side. */
export function ResetPassword(props: ResetPasswordProps) {
  return (
    <section className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.card}>
          <p className={styles.eyebrow}>Your account</p>
          <h1 className={styles.title}>Set a new password</h1>
          <p className={styles.lead}>Choose the password you will sign in with from now on.</p>
          <div className={styles.formNarrow}>
            <ResetPasswordForm {...props} />
          </div>
        </div>
        <aside className={styles.aside} aria-label="Help with signing in">
          <div className={styles.asideBlock}>
            <h2>Need help signing in?</h2>
            <p>Our support team is here {company.hours}.</p>
            <SupportContacts />
          </div>
        </aside>
      </div>
    </section>
  );
}
