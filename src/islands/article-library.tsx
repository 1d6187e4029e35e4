import { ArticleLibrary } from "../features/articles/article-library";
import { defineIsland } from "../lib/islands";

/** The article list: its category chips are links; once awake, it filters in place. */
export default defineIsland("article-library", ArticleLibrary, "idle");
