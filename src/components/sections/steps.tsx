import type { Step } from "../../content/types";
import { IconTile } from "../ui/icon-tile";
import styles from "./steps.module.css";

/** Numbered process steps, in a row on wide screens with a dashed road between them. */
export function Steps({ steps, headingLevel = 3 }: { steps: readonly Step[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
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
          <p className={styles.label}>Step {index + 1}</p>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
