import { revalidateLogic } from "@tanstack/react-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useEffect, useRef } from "react";
import { TeamMemberDetailsInput, type TeamMember } from "../../../../api/contract/team-member";
import { FieldIdScope, submitWith, useAppForm } from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toast";
import { sessionEnded } from "../../../lib/session-ended";
import { applyTeamMemberUpdate, updateTeamMember } from "./queries";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./team.module.css";

/**
 * The card's edit mode: name, role, experience and bio, all required, and the same words in Spanish
 * for the Spanish site, each optional (left empty, that page shows the English, marked).
 */
export function TeamMemberForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => formElement.current?.querySelector<HTMLInputElement>('[name="name"]')?.focus(), []);

  const save = useMutation({
    mutationFn: updateTeamMember,
    onSuccess: (updated) => applyTeamMemberUpdate(queryClient, updated),
  });

  const defaultValues: TeamMemberDetailsInput = {
    name: member.name,
    role: member.role,
    experience: member.experience,
    bio: member.bio,
    translations: { es: member.translations.es ?? { role: "", experience: "", bio: "" } },
  };
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: TeamMemberDetailsInput },
    onSubmit: async ({ value }) => {
      const update = {
        name: value.name.trim(),
        role: value.role.trim(),
        experience: value.experience.trim(),
        bio: value.bio.trim(),
        translations: {
          es: {
            role: value.translations?.es?.role?.trim() ?? "",
            experience: value.translations?.es?.experience?.trim() ?? "",
            bio: value.translations?.es?.bio?.trim() ?? "",
          },
        },
      };
      try {
        await save.mutateAsync({ id: member.id, update });
      } catch (error) {
        if (!sessionEnded(error)) {
          toast({ title: "Error", description: "Failed to update team member", variant: "destructive" });
        }
        return;
      }
      toast({ title: "Success", description: "Team member updated successfully", variant: "success" });
      onDone();
    },
  });

  return (
    // Several cards can be in edit mode at once: their fields' ids must differ.
    <FieldIdScope value={`${member.id}-`}>
      <form
        ref={formElement}
        className={styles.form}
        noValidate
        aria-label={`Edit ${member.name}`}
        onSubmit={submitWith(form)}
      >
        <form.AppField name="name">
          {(field) => <field.TextField label="Name" required autoComplete="off" />}
        </form.AppField>
        <form.AppField name="role">
          {(field) => <field.TextField label="Role" required autoComplete="off" />}
        </form.AppField>
        <form.AppField name="experience">
          {(field) => (
            <field.TextField
              label="Experience"
              hint="For example: 15+ years in transportation finance"
              required
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="bio">
          {(field) => <field.TextareaField label="Bio" rows={5} required />}
        </form.AppField>
        <fieldset className={styles.translation} lang="en">
          <legend>In Spanish</legend>
          <p className={styles.translationHint}>
            Shown on the Spanish site. A field left empty shows the English there, marked as English.
          </p>
          <form.AppField name="translations.es.role">
            {(field) => <field.TextField label="Role in Spanish" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="translations.es.experience">
            {(field) => (
              <field.TextField
                label="Experience in Spanish"
                hint="Por ejemplo: 15 años en financiamiento del transporte"
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="translations.es.bio">
            {(field) => <field.TextareaField label="Bio in Spanish" rows={5} />}
          </form.AppField>
        </fieldset>
        <div className={styles.formActions}>
          <Button type="submit" variant="secondary" size="sm" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
            {save.isPending ? "Saving..." : "Save"}
          </Button>
          <Button variant="outline" size="sm" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </FieldIdScope>
  );
}
