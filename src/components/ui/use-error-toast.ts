import { useEffect } from "react";
import { sessionEnded } from "../../lib/session-ended";
import { useToast } from "./toast";

/** A toast titled "Error" once per failed fetch (a 401 leads back to sign-in instead). */
export function useErrorToast(error: unknown, message: string, errorUpdatedAt: number) {
  const { toast } = useToast();
  useEffect(() => {
    if (!error || sessionEnded(error)) return;
    toast({ title: "Error", description: message, variant: "destructive" });
  }, [error, message, errorUpdatedAt, toast]);
}
