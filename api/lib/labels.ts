/** The label an option list shows for a stored value; empty stays empty, unknown values pass through. */
export function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  if (value === "") return "";
  return options.find((option) => option.value === value)?.label ?? value;
}
