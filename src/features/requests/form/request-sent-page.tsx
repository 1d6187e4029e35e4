import { ArrowRight, Home } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button-link";
import { PageHeader } from "../../../components/ui/page-header";
import { company } from "../../../content/company";
import { submissionText } from "../outbox/messages";
import { formPaths, type RequestKind } from "./request-kinds";

/**
 * Where a request sent without JavaScript lands (the server redirects here
 * once it is stored): the success message with the reference to quote on
 * the phone. Reloading it sends nothing again.
 */
export function RequestSentPage({ kind, reference }: { kind: RequestKind; reference?: string | undefined }) {
  const text = submissionText[kind];
  return (
    <PageHeader
      eyebrow="Thank you"
      title={text.successTitle}
      lead={
        reference
          ? `We'll contact you within 1 hour during business hours. Reference ID: ${reference}`
          : "We'll contact you within 1 hour during business hours."
      }
      meta={`Questions in the meantime? Call ${company.phone.display} (${company.hours}) or text ${company.text.display}.`}
      actions={
        <>
          <ButtonLink to="/" variant="primary">
            <Home aria-hidden="true" />
            Back to Home
          </ButtonLink>
          <ButtonLink to={formPaths[kind]} variant="onDark">
            Start a new request
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </>
      }
    />
  );
}

/**
 * Where the service worker answers a request sent with no signal before
 * the app ran: it is kept on the phone and goes out by itself later.
 */
export function RequestSavedPage({ kind }: { kind: RequestKind }) {
  const text = submissionText[kind];
  return (
    <PageHeader
      eyebrow="No signal right now"
      title="Saved on this device"
      lead={`Your ${text.noun} is saved on this phone and will be sent by itself when the signal returns. You can see it under "Waiting" at the top of the page.`}
      actions={
        <ButtonLink to="/" variant="primary">
          <Home aria-hidden="true" />
          Back to Home
        </ButtonLink>
      }
    />
  );
}
