import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Input, type InputProps } from "../ui/field";
import { useHydrated } from "../../lib/use-hydrated";
import styles from "./password-input.module.css";
import { useDocumentLocale } from "../../lib/use-document-locale";
import * as m from "../../paraglide/messages";

/**
 * A password input with a real toggle button: its name stays "Show password"
 * and aria-pressed says whether the password is shown. The toggle needs the
 * app, so it appears once the app runs, in room the field keeps for it.
 */
export function PasswordInput({ className, ...props }: Omit<InputProps, "type" | "prefix" | "suffix">) {
  const [visible, setVisible] = useState(false);
  const locale = useDocumentLocale();
  const running = useHydrated();
  return (
    <div className={styles.passwordWrap}>
      <Input
        {...props}
        type={visible ? "text" : "password"}
        spellCheck={false}
        autoCapitalize="none"
        className={[styles.passwordInput, className].filter(Boolean).join(" ")}
      />
      {running ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={m.show_password({}, { locale })}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
        </button>
      ) : null}
    </div>
  );
}
