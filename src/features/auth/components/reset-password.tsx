import { revalidateLogic } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useRef, useState } from "react";
import { MIN_CLIENT_PASSWORD } from "../../../../api/contract/auth";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import {
  PASSWORD_LINK_TOKEN,
  PasswordSetInput,
  type PasswordSetAnswer,
} from "../../../../api/contract/password-links";
import { AnswerIssues, setServerIssues, submitWith, useAppForm } from "../../../components/form/form";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { useLocale } from "../../../components/layout/locale-context";
import { companyWords } from "../../../content/company";
import { ApiRequestError } from "../../../lib/api";
import { localizedPath } from "../../../lib/locale";
import { schemaInLocale } from "../../../lib/schema-in-locale";
import * as m from "../../../paraglide/messages";
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
 * server answers with `?set=` or with this form and its refusal. On the
 * Spanish page every word is Spanish, and a client goes on to the Spanish
 * sign-in page (a staff account to its own, English one).
 */
export function ResetPasswordForm({ token: tokenInAddress, set, answer }: ResetPasswordProps) {
  const hydrated = useHydrated();
  const locale = useLocale();
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
    validators: { onDynamic: schemaInLocale(PasswordSetInput, locale) },
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
          setFailure(failureMessage(error, {}, m.account_password_not_set({}, { locale }), locale));
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
            <p>{m.account_password_set({}, { locale })}</p>
          </Notice>
        ) : null}
      </div>
      {signIn ? (
        <ButtonAnchor
          ref={signInLink}
          href={signIn === "/client-login" ? localizedPath(signIn, locale) : signIn}
          variant="secondary"
          block
          className={styles.next}
        >
          {m.account_sign_in_now({}, { locale })}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonAnchor>
      ) : !linkUsable ? (
        <Notice tone="error" role={linkRefused ? "alert" : undefined}>
          <p>{m.account_link_not_valid({}, { locale })}</p>
          <p>
            <a
              ref={forgotLink}
              href={localizedPath("/forgot-password", locale)}
              className={formStyles.textLink}
            >
              {m.account_forgot_link({}, { locale })}
            </a>
          </p>
        </Notice>
      ) : (
        <AnswerIssues.Provider value={answer?.issues ?? {}}>
          <form
            ref={formElement}
            method="post"
            action={localizedPath("/reset-password", locale)}
            className={formStyles.form}
            noValidate={hydrated}
            onSubmit={submitWith(form)}
          >
            <input type="hidden" name="token" value={token} />
            <form.AppField name="password">
              {(field) => (
                <field.PasswordField
                  label={m.account_new_password({}, { locale })}
                  autoComplete="new-password"
                  hint={m.account_new_password_hint({ min: MIN_CLIENT_PASSWORD }, { locale })}
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="confirmPassword">
              {(field) => (
                <field.PasswordField
                  label={m.account_confirm_password({}, { locale })}
                  autoComplete="new-password"
                  required
                />
              )}
            </form.AppField>
            {failure ? (
              <Notice tone="error" role="alert">
                <p>{failure}</p>
              </Notice>
            ) : null}
            <Button type="submit" variant="secondary" block disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {save.isPending
                ? m.account_setting_password({}, { locale })
                : m.account_set_password({}, { locale })}
            </Button>
          </form>
        </AnswerIssues.Provider>
      )}
    </>
  );
}

/** /reset-password and /es/reset-password: the client sign-in page's look, support at its side. */
export function ResetPassword(props: ResetPasswordProps) {
  const locale = useLocale();
  const hours = companyWords(locale).hours;
  return (
    <section className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.card}>
          <p className={styles.eyebrow}>{m.account_reset_eyebrow({}, { locale })}</p>
          <h1 className={styles.title}>{m.account_reset_title({}, { locale })}</h1>
          <p className={styles.lead}>{m.account_reset_lead({}, { locale })}</p>
          <div className={styles.formNarrow}>
            <ResetPasswordForm {...props} />
          </div>
        </div>
        <aside className={styles.aside} aria-label={m.account_help_label({}, { locale })}>
          <div className={styles.asideBlock}>
            <h2>{m.account_help_title({}, { locale })}</h2>
            <p>{m.account_support_here({ hours }, { locale })}</p>
            <SupportContacts />
          </div>
        </aside>
      </div>
    </section>
  );
}
