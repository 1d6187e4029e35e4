import { RotateCcw, type LucideIcon } from "lucide-react";
import { useId, type ReactNode, type RefObject } from "react";
import { FieldIdScope } from "../../../components/form/form";
import { useLocale } from "../../../components/layout/locale-context";
import { Button } from "../../../components/ui/button";
import styles from "./calculator.module.css";
import { useHydrated } from "../../../lib/use-hydrated";
import * as m from "../../../paraglide/messages";

/**
 * A calculator's form: its fields (ids prefixed, so two calculators on one
 * page never share one), then Calculate and Reset. Submitting runs the
 * form's own checks; the browser's are off so the messages are ours.
 */
export function CalculatorForm({
  idPrefix,
  formElement,
  onSubmit,
  onReset,
  icon,
  labelledBy,
  children,
}: {
  idPrefix: string;
  formElement: RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  onReset: () => void;
  icon: LucideIcon;
  labelledBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldIdScope value={idPrefix}>
      <form
        ref={formElement}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
        aria-labelledby={labelledBy}
      >
        <div className={styles.fields}>{children}</div>
        <CalculatorButtons icon={icon} onReset={onReset} />
      </form>
    </FieldIdScope>
  );
}

/**
 * Calculate (with the tool's icon) and Reset, under a calculator's fields.
 * The arithmetic runs in the browser: until the calculator's code has
 * started, the buttons show but are disabled (and say why without scripts).
 */
export function CalculatorButtons({ icon: Icon, onReset }: { icon: LucideIcon; onReset: () => void }) {
  const running = useHydrated();
  const locale = useLocale();
  return (
    <div className={styles.buttons}>
      <Button type="submit" variant="secondary" disabled={!running}>
        <Icon aria-hidden="true" />
        {m.resources_calculate({}, { locale })}
      </Button>
      <Button type="button" variant="outline" onClick={onReset} disabled={!running}>
        <RotateCcw aria-hidden="true" />
        {m.resources_reset({}, { locale })}
      </Button>
    </div>
  );
}

/**
 * A calculator's results beside its form: the results once calculated,
 * until then what to do; and a polite live region that says each result.
 */
export function CalculatorResults({
  title,
  icon: Icon,
  placeholder,
  announcement,
  children,
}: {
  title: string;
  icon: LucideIcon;
  placeholder: string;
  announcement: string;
  /** The results, or nothing before the first calculation. */
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <>
      <section className={styles.results} aria-labelledby={titleId}>
        <h4 id={titleId} className={styles.resultsTitle}>
          {title}
        </h4>
        {children ?? (
          <div className={styles.placeholder}>
            <Icon aria-hidden="true" />
            <p>{placeholder}</p>
          </div>
        )}
      </section>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
