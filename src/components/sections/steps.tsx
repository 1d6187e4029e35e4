import type { Step } from "../../content/types";
import * as m from "../../paraglide/messages";
import { useLocale } from "../layout/locale-context";
import { IconTile } from "../ui/icon-tile";
import styles from "./steps.module.css";

/** Numbered process steps, in a row on wide screens with a dashed road between them. */
export function Steps({ steps, headingLevel = 3 }: { steps: readonly Step[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const locale = useLocale();
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <div className={styles.top}>
            <IconTile icon={step.icon} tone="amber" size="lg" />
            <span
              className={styles.number}
              data-step={String(index + 1).padStart(2, "0")}
              aria-hidden="true"
            />
          </div>
          <p className={styles.label}>{m.home_step({ number: index + 1 }, { locale })}</p>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
