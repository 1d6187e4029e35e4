import * as v from "valibot";
import {
  CollectionNoteInput,
  promisedBeforeFunding,
  type CollectionNoteData,
} from "../../../../api/contract/aging";
import { fieldIssues } from "../../../../api/contract/fields";

/** A collection note as staff type it: every value text, the promise empty when there is none. */
export interface NoteFormValues {
  contact: string;
  said: string;
  promisedOn: string;
}

export const noteDefaults = (): NoteFormValues => ({ contact: "", said: "", promisedOn: "" });

/**
 * The note to send when the values are valid, with the contract's rules and words, and the one
 * rule the contract cannot know: a promise is not before the invoice was funded (the server says
 * the same).
 */
export function checkNoteForm(
  values: NoteFormValues,
  fundedOn: string,
): { note?: CollectionNoteData; errors: Record<string, string> } {
  const result = v.safeParse(CollectionNoteInput, values);
  const errors = result.success ? {} : fieldIssues(result.issues);
  if (!errors.promisedOn && values.promisedOn && values.promisedOn < fundedOn) {
    errors.promisedOn = promisedBeforeFunding(fundedOn);
  }
  if (!result.success || Object.keys(errors).length > 0) return { errors };
  return { note: result.output, errors };
}
