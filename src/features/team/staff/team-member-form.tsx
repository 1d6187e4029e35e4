import { revalidateLogic, useForm, type AnyFieldApi } from "@tanstack/react-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, Save } from "lucide-react";
import { useEffect, useRef } from "react";
import { TeamMemberDetailsInput, type TeamMember } from "../../../../api/contract/team-member";
import { Button } from "../../../components/ui/button";
import { Field, Input, Textarea } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { sessionEnded } from "../../../lib/session-ended";
import { applyTeamMemberUpdate, updateTeamMember } from "./queries";
import styles from "./team.module.css";

function errorOf(field: AnyFieldApi): string | undefined {
  const [first] = field.state.meta.errors as unknown[];
  if (!first) return undefined;
  return typeof first === "string" ? first : (first as { message?: string }).message;
}

/** The card's edit mode: name, role, experience and bio, all required. */
export function TeamMemberForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const save = useMutation({
    mutationFn: updateTeamMember,
    onSuccess: (updated) => applyTeamMemberUpdate(queryClient, updated),
  });

  const form = useForm({
    defaultValues: { name: member.name, role: member.role, experience: member.experience, bio: member.bio },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: TeamMemberDetailsInput },
    onSubmit: async ({ value }) => {
      const update = {
        name: value.name.trim(),
        role: value.role.trim(),
        experience: value.experience.trim(),
        bio: value.bio.trim(),
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
    <form
      className={styles.form}
      noValidate
      aria-label={`Edit ${member.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="name">
        {(field) => (
          <Field label="Name" error={errorOf(field)} required>
            {(control) => (
              <Input
                {...control}
                ref={nameRef}
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                autoComplete="off"
              />
            )}
          </Field>
        )}
      </form.Field>
      <form.Field name="role">
        {(field) => (
          <Field label="Role" error={errorOf(field)} required>
            {(control) => (
              <Input
                {...control}
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                autoComplete="off"
              />
            )}
          </Field>
        )}
      </form.Field>
      <form.Field name="experience">
        {(field) => (
          <Field
            label="Experience"
            hint="For example: 15+ years in transportation finance"
            error={errorOf(field)}
            required
          >
            {(control) => (
              <Input
                {...control}
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                autoComplete="off"
              />
            )}
          </Field>
        )}
      </form.Field>
      <form.Field name="bio">
        {(field) => (
          <Field label="Bio" error={errorOf(field)} required>
            {(control) => (
              <Textarea
                {...control}
                name={field.name}
                rows={5}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </Field>
        )}
      </form.Field>
      <div className={styles.formActions}>
        <Button type="submit" variant="secondary" size="sm" disabled={save.isPending}>
          {save.isPending ? (
            <LoaderCircle aria-hidden="true" className={styles.spin} />
          ) : (
            <Save aria-hidden="true" />
          )}
          {save.isPending ? "Saving..." : "Save"}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
