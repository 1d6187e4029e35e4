import type { QualityWarning } from "./scan/pixels";

/** What the quality check tells the driver, per finding. */
export const warningText: Record<QualityWarning, string> = {
  dark: "Too dark",
  bright: "Too bright",
  blurred: "Blurred",
};

/** "too dark", "too dark and blurred". */
function findings(warnings: readonly QualityWarning[]): string {
  const words = warnings.map((warning) => warningText[warning].toLowerCase());
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
}

/** One sentence for a page's findings: what is wrong and what to do. */
export function warningSentence(warnings: readonly QualityWarning[]): string {
  return `Looks ${findings(warnings)}: staff may not be able to read it. Retake it, or send it as it is.`;
}

/** What staff read about a page the driver sent despite the phone's findings. */
export function phoneFoundSentence(warnings: readonly QualityWarning[]): string {
  return `The driver's phone found this page ${findings(warnings)}.`;
}
