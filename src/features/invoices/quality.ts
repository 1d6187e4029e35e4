import type { QualityWarning } from "./scan/pixels";

/** What the quality check tells the driver, per finding. */
export const warningText: Record<QualityWarning, string> = {
  dark: "Too dark",
  bright: "Too bright",
  blurred: "Blurred",
};

/** One sentence for a page's findings: what is wrong and what to do. */
export function warningSentence(warnings: readonly QualityWarning[]): string {
  const words = warnings.map((warning) => warningText[warning].toLowerCase());
  const list = words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
  return `Looks ${list}: staff may not be able to read it. Retake it, or send it as it is.`;
}
