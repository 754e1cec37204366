import { INITIAL_STATUS, type LeadStatus } from "@domain";
import { Button } from "@mantine/core";
import { useState } from "react";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { notify } from "../../../lib/staff/notify";
import type { LeadActionProps } from "../../../lib/staff/staffTab";
import { sendInterviewLink } from "./api";

/**
 * "Send interview link" in an application's drawer while it is in Screening or Interview: mails the applicant a link
 * to book a coach interview; the answer's history records it.
 */
export default function InterviewLinkAction({ kind, id, detail, applied }: LeadActionProps) {
  const [inviting, setInviting] = useState(false);
  const status = (detail.row as { status?: LeadStatus }).status ?? INITIAL_STATUS;
  if (kind !== "applications" || (status !== "screening" && status !== "interview")) return null;

  async function sendInterview() {
    setInviting(true);
    try {
      applied(await sendInterviewLink(id));
      notify({ tone: "success", title: "Interview link sent", message: "The applicant was e-mailed a link to book." });
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) });
    } finally {
      setInviting(false);
    }
  }

  return (
    <Button variant="light" onClick={sendInterview} loading={inviting}>
      Send interview link
    </Button>
  );
}
