/**
 * Each language's words beside the data written once (icons, figures, addresses), joined by
 * position. The types give a language as many items as there is data; a list that does not is a
 * mistake, refused here rather than shown with another item's data
 * (docs/decisions/0171-one-route-tree.md, "Content").
 */
export function byPosition<D, W, R>(
  data: readonly D[],
  words: readonly W[],
  join: (datum: D, words: W) => R,
): R[] {
  if (data.length !== words.length)
    throw new Error(`${words.length} items of words for ${data.length} of data`);
  return words.map((item, index) => join(data[index] as D, item));
}
