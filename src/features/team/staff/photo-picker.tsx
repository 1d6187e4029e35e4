import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Camera, UserRound } from "lucide-react";
import { useStore } from "@tanstack/react-form";
import { useRef, useState, type ChangeEvent } from "react";
import { TeamMemberPhotoInput, type TeamMember } from "../../../../api/contract/team-member";
import { useAppForm } from "../../../components/form/form";
import { useToast } from "../../../components/ui/toast";
import { sessionEnded } from "../../../lib/session-ended";
import {
  downscalePhoto,
  PhotoReadError,
  photoFileProblem,
  READ_FAILED,
  UPLOAD_FAILED,
} from "./prepare-photo";
import { applyTeamMemberUpdate, updateTeamMember } from "./queries";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./team.module.css";

/**
 * The round photo of a team member with a "Change photo" button over it,
 * shown on hover and on keyboard focus (always on touch screens). It opens
 * an image-only file picker; the photo is checked, scaled down in the
 * browser and uploaded, with a spinner until the server answers.
 */
export function PhotoPicker({ member }: { member: TeamMember }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [preparing, setPreparing] = useState(false);

  const upload = useMutation({
    mutationFn: updateTeamMember,
    onSuccess: (updated) => applyTeamMemberUpdate(queryClient, updated),
  });

  const fail = (description: string) => toast({ title: "Error", description, variant: "destructive" });

  // The photo is a form of its own, sent as soon as it is chosen, checked with the contract's schema.
  const form = useAppForm({
    defaultValues: { profileImage: "" },
    validators: { onSubmit: TeamMemberPhotoInput },
    onSubmitInvalid: () => fail(UPLOAD_FAILED),
    onSubmit: async ({ value }) => {
      try {
        await upload.mutateAsync({ id: member.id, update: value });
      } catch (error) {
        if (!sessionEnded(error)) fail(UPLOAD_FAILED);
        return;
      }
      toast({ title: "Success", description: "Profile image updated successfully", variant: "success" });
    },
  });
  const sending = useStore(form.store, (state) => state.isSubmitting);
  const busy = preparing || sending;

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return fail(problem);

    setPreparing(true);
    try {
      form.setFieldValue("profileImage", await downscalePhoto(file));
    } catch (error) {
      return fail(error instanceof PhotoReadError ? READ_FAILED : UPLOAD_FAILED);
    } finally {
      setPreparing(false);
    }
    await form.handleSubmit();
  };

  return (
    <div className={styles.photo} data-busy={busy || undefined}>
      {member.profileImage ? (
        <img
          src={member.profileImage}
          alt={`Photo of ${member.name}`}
          width={112}
          height={112}
          className={styles.image}
        />
      ) : (
        <span className={styles.placeholder} role="img" aria-label={`No photo of ${member.name} yet`}>
          <UserRound aria-hidden="true" size={48} />
        </span>
      )}
      <button
        type="button"
        className={styles.changePhoto}
        onClick={() => inputRef.current?.click()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? <Spinner size={22} /> : <Camera aria-hidden="true" size={22} />}
        <span className={styles.changeText}>{busy ? "Uploading..." : "Change photo"}</span>
        <span className="visually-hidden"> of {member.name}</span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        className={styles.fileInput}
        onChange={(event) => void onFileChosen(event)}
      />
      <span role="status" className="visually-hidden">
        {busy ? `Uploading a new photo of ${member.name}...` : ""}
      </span>
    </div>
  );
}
