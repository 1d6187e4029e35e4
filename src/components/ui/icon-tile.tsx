import type { LucideIcon } from "lucide-react";
import styles from "./icon-tile.module.css";

export type IconTileTone = "navy" | "amber" | "light" | "glass";

/** A decorative icon on a rounded square; the text beside it carries the meaning. */
export function IconTile({
  icon: Icon,
  tone = "navy",
  size = "md",
  className,
}: {
  icon: LucideIcon;
  tone?: IconTileTone;
  size?: "md" | "lg";
  className?: string;
}) {
  const names = [styles.tile, styles[tone], size === "lg" ? styles.large : undefined, className];
  return (
    <span className={names.filter(Boolean).join(" ")} aria-hidden="true">
      <Icon strokeWidth={2} />
    </span>
  );
}
