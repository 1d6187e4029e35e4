/** The words that open a page section: its eyebrow, heading and lead paragraph. */
export interface SectionCopy {
  eyebrow: string;
  title: string;
  lead: string;
}
