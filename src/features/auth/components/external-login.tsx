import { revalidateLogic } from "@tanstack/react-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState, useRef } from "react";
import { ExternalRedirectInput } from "../../../../api/contract/auth";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import { systemTypeOptions } from "../../../../api/contract/options";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { clientUserQueryKey } from "../client-session";
import { storeClientUser } from "../client-user-storage";
import { followRedirect } from "../follow-redirect";
import { externalLogin, failureMessage } from "../requests";
import { submitWith, useAppForm } from "../../../components/form/form";
import { Spinner } from "../../../components/ui/spinner";
import formStyles from "./form.module.css";
import styles from "./sign-in-page.module.css";
import { useAdoptTypedValues } from "../../../lib/typed-before-hydration";
import { useHydrated } from "../../../lib/use-hydrated";

type SystemType = ExternalRedirectInput["systemType"];

/** Where each system lives, for the hint under the address field (the server holds the real allow-list). */
const addressHints: Record<SystemType, { example: string; hint: string }> = {
  quickbooks: {
    example: "https://qbo.intuit.com",
    hint: "Your QuickBooks address: an https address on intuit.com.",
  },
  sage: { example: "https://app.sage.com", hint: "Your Sage address: an https address on sage.com." },
  xero: { example: "https://go.xero.com", hint: "Your Xero address: an https address on xero.com." },
  "trucking-software": {
    example: "https://tms.yourcompany.com",
    hint: "The https address of your trucking software, as approved by your TPF account manager.",
  },
  custom: {
    example: "https://portal.yourcompany.com",
    hint: "The https address of your system, as approved by your TPF account manager.",
  },
};

const EXTERNAL_DEFAULTS = {
  systemType: "quickbooks" as SystemType,
  externalUrl: "",
  username: "",
  password: "",
};
/**
 * Sign in with TPF credentials, then continue to the client's own system.
 * The server checks the address against its allow-list and answers with the
 * address to follow, which never holds the password.
 */
export function ExternalLoginForm({ answer }: { answer?: FormAnswer | undefined }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(answer?.error ?? null);

  const login = useMutation({
    mutationFn: externalLogin,
    onSuccess: ({ user, redirectUrl }) => {
      storeClientUser(user);
      queryClient.setQueryData(clientUserQueryKey, user);
      followRedirect(redirectUrl);
    },
    onError: (error) => setFailure(failureMessage(error, {}, "External login failed")),
  });

  const form = useAppForm({
    defaultValues: {
      ...EXTERNAL_DEFAULTS,
      ...(answer && systemTypeOptions.some((option) => option.value === answer.values.systemType)
        ? { systemType: answer.values.systemType as SystemType }
        : {}),
      externalUrl: String(answer?.values.externalUrl ?? ""),
      username: String(answer?.values.username ?? ""),
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ExternalRedirectInput },
    onSubmit: async ({ value }) => {
      setFailure(null);
      await login
        .mutateAsync({
          systemType: value.systemType,
          externalUrl: value.externalUrl.trim(),
          username: value.username.trim(),
          password: value.password,
        })
        .catch(() => undefined);
    },
  });

  const formElement = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(form, EXTERNAL_DEFAULTS, formElement);

  const busy = login.isPending || login.isSuccess;

  return (
    <form
      ref={formElement}
      method="post"
      action="/external-login"
      className={formStyles.form}
      noValidate={hydrated}
      onSubmit={submitWith(form)}
    >
      <form.AppField name="systemType">
        {(field) => (
          <field.SelectField label="Your system" options={systemTypeOptions} placeholder={false} required />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.systemType}>
        {(systemType) => (
          <form.AppField name="externalUrl">
            {(field) => (
              <field.TextField
                label="External URL"
                type="url"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={addressHints[systemType].example}
                hint={addressHints[systemType].hint}
                required
              />
            )}
          </form.AppField>
        )}
      </form.Subscribe>
      <form.AppField name="username">
        {(field) => (
          <field.TextField label="TPF username" autoComplete="username" autoCapitalize="none" required />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => <field.PasswordField label="TPF password" autoComplete="current-password" required />}
      </form.AppField>
      {failure ? (
        <Notice tone="error" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <Button type="submit" variant="secondary" block disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? "Signing in..." : "Sign In and Continue"}
      </Button>
      <p className={styles.formFoot}>
        <a href="/client-login" className={styles.arrowLink}>
          <ArrowLeft aria-hidden="true" size={18} />
          Regular client login
        </a>
      </p>
    </form>
  );
}
