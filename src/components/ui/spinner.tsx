import { LoaderCircle } from "lucide-react";
import styles from "./spinner.module.css";

/**
 * The turning circle beside words such as "Loading..." or "Sending...": the
 * words say what happens, so the circle is hidden from screen readers, and
 * it stands still for people who ask for reduced motion.
 */
export function Spinner({ size }: { size?: number }) {
  return <LoaderCircle aria-hidden="true" size={size} className={styles.spin} />;
}
