import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "onDark";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyleProps {
  /** primary: amber call to action; secondary: navy; outline / ghost: quieter; onDark: outline on navy. */
  variant?: ButtonVariant;
  /** Every size keeps at least a 44 px tap target. */
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

/** Class names of a button, for elements that cannot use the components below (e.g. `tel:` links). */
function buttonClassName({
  variant = "primary",
  size = "md",
  block = false,
  className,
}: ButtonStyleProps & { className?: string | undefined } = {}): string {
  return [
    styles.button,
    styles[variant],
    size === "md" ? undefined : styles[size],
    block ? styles.block : undefined,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, type = "button", ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      {...props}
    />
  );
});

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps;

/** A plain anchor styled as a button: external, `tel:`, `sms:`, `mailto:` and static-file links. */
export const ButtonAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function ButtonAnchor(
  { variant, size, block, className, ...props },
  ref,
) {
  return <a ref={ref} className={buttonClassName({ variant, size, block, className })} {...props} />;
});
