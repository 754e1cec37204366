import {
  INITIAL_STATUS,
  NOTE_MAX,
  STATUSES_BY_KIND,
  STATUS_LABELS,
  type ActivityEntry,
  type LeadKind,
  type LeadStatus,
  type SubmissionDetailResponse,
} from "@domain";
import { Button, Group, Loader, Modal, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { Suspense, useContext, useEffect, useState } from "react";
import { addSubmissionNote, deleteSubmission, getSubmission, setSubmissionStatus } from "./api";
import { formatDateTime, statusLabel } from "../../../lib/staff/format";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import type { LeadAction } from "../../../lib/staff/staffTab";
import { StaffContext } from "./staffContext";
import classes from "./LeadPanel.module.css";
import { humanize } from "../../../lib/staff/leadTable";
import { notify } from "../../../lib/staff/notify";
import { useCan } from "../../../lib/role";
import { LoadError } from "../../../components/LoadError/LoadError";

export interface LeadPanelProps {
  kind: LeadKind;
  id: string;
  /** "message" or "application", for the texts. */
  noun: string;
  /** The stored row as the last answer holds it (the drawer's fields follow it). */
  onRow: (row: SubmissionDetailResponse["row"]) => void;
  onChanged: () => void;
  onDeleted: () => void;
  /** Other features' buttons beside the Status (bookings' "Send interview link"); the dashboard's by default. */
  actions?: readonly LeadAction[];
}

/** A history entry other than a status change or a note (an interview link sent, a booking made): its own text. */
function historyText(entry: ActivityEntry): string {
  const { text, type } = entry as { text?: string; type: string };
  return text ?? humanize(type.replace(/_/g, " "));
}

/** "admin@example.com · Nov 23, 2026, 5:42 PM": who made a change and when. */
function Byline({ entry }: { entry: ActivityEntry }) {
  return (
    <Text size="xs" c="#4a5872" className={classes.wrap}>
      {entry.by_email} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
    </Text>
  );
}

/**
 * What staff do with a contact message or application: its "Status" (saved on change), its notes with "Add a note",
 * the history of status changes newest first, and "Delete" after a confirmation (erasure on request).
 */
export function LeadPanel({ kind, id, noun, onRow, onChanged, onDeleted, actions }: LeadPanelProps) {
  const { leadActions } = useContext(StaffContext);
  const erases = useCan("deleteSubmission");
  const [detail, setDetail] = useState<SubmissionDetailResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The lead action that claimed a status just chosen in the menu (bookings' Cancelled opens its dialog).
  const [requested, setRequested] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLoadError(null);
    getSubmission({ kind, id }).then(
      (answer) => {
        if (!current) return;
        setDetail(answer);
        onRow(answer.row);
      },
      (failure: unknown) => current && setLoadError(loadErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
    // `onRow` is a new function on every render of the drawer; the detail depends only on which submission it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id, attempt]);

  function applied(answer: SubmissionDetailResponse) {
    setDetail(answer);
    onRow(answer.row);
    onChanged();
  }

  async function changeStatus(status: LeadStatus) {
    setSaving(true);
    try {
      applied(await setSubmissionStatus({ kind, id, status }));
      notify({ tone: "success", title: "Status saved", message: `Status set to ${STATUS_LABELS[status]}.` });
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) });
    } finally {
      setSaving(false);
    }
  }

  async function addNote() {
    const text = note.trim();
    if (!text) {
      setNoteError("Note is required");
      return;
    }
    setNoteError(null);
    setAdding(true);
    try {
      applied(await addSubmissionNote({ kind, id, text }));
      setNote("");
      notify({ tone: "success", title: "Note added", message: `Your note was added to this ${noun}.` });
    } catch (failure) {
      setNoteError(loadErrorMessage(failure));
    } finally {
      setAdding(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await deleteSubmission({ kind, id });
      setConfirming(false);
      notify({ tone: "success", title: "Deleted", message: `The ${noun} was deleted permanently.` });
      onDeleted();
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) });
    } finally {
      setDeleting(false);
    }
  }

  if (loadError) {
    return <LoadError message={loadError} onRetry={() => setAttempt((count) => count + 1)} />;
  }
  if (!detail) {
    return (
      <Group gap="sm" role="status">
        <Loader size="xs" />
        <Text size="sm">Loading...</Text>
      </Group>
    );
  }

  const status = (detail.row as { status?: LeadStatus }).status ?? INITIAL_STATUS;
  const notes = detail.activity.filter((entry) => entry.type === "note");
  // Status changes and whatever else the history records (an interview link sent, its booking), newest first.
  const changes = detail.activity.filter((entry) => entry.type !== "note");
  const offered = (actions ?? leadActions).filter((action) => action.kinds.includes(kind));

  return (
    <Stack gap="lg">
      <Group align="flex-end" justify="space-between" gap="sm">
        <Select
          label="Status"
          data={STATUSES_BY_KIND[kind].map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={status}
          onChange={(next) => {
            if (!next || next === status) return;
            if (offered.some((action) => action.claimsStatus === next)) setRequested(next);
            else void changeStatus(next as LeadStatus);
          }}
          allowDeselect={false}
          disabled={saving}
          rightSection={saving ? <Loader size="xs" /> : undefined}
          w={220}
        />
        <Group gap="sm">
          {offered
            .filter((action) => action.placement !== "section")
            .map(({ key, Action, claimsStatus }) => (
              <Suspense key={key} fallback={null}>
                <Action
                  kind={kind}
                  id={id}
                  detail={detail}
                  applied={applied}
                  requested={claimsStatus !== undefined && requested === claimsStatus}
                  settled={() => setRequested(null)}
                />
              </Suspense>
            ))}
          {/* Red 9: Mantine's default red is too light for text on white (3.8:1). Erasure is the owner's. */}
          {erases ? (
            <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : null}
        </Group>
      </Group>

      {offered
        .filter((action) => action.placement === "section")
        .map(({ key, Action }) => (
          <Suspense key={key} fallback={null}>
            <Action kind={kind} id={id} detail={detail} applied={applied} requested={false} settled={() => {}} />
          </Suspense>
        ))}

      <section aria-labelledby="notes-heading">
        <Title order={3} size="h5" id="notes-heading" mb="xs">
          Notes
        </Title>
        {notes.length === 0 ? (
          <Text size="sm" c="#4a5872">
            No notes yet.
          </Text>
        ) : (
          <ul className={classes.entries} aria-labelledby="notes-heading">
            {notes.map((entry) => (
              <li key={entry.id}>
                <Text size="sm" className={classes.note}>
                  {entry.text}
                </Text>
                <Byline entry={entry} />
              </li>
            ))}
          </ul>
        )}
        <Stack gap="xs" mt="sm">
          <Textarea
            label="Add a note"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={noteError}
            maxLength={NOTE_MAX}
            rows={3}
            resize="vertical"
          />
          <Group justify="flex-end">
            <Button onClick={addNote} loading={adding}>
              Add note
            </Button>
          </Group>
        </Stack>
      </section>

      <section aria-labelledby="history-heading">
        <Title order={3} size="h5" id="history-heading" mb="xs">
          History
        </Title>
        <ul className={classes.entries} aria-labelledby="history-heading">
          {changes.map((entry) => (
            <li key={entry.id}>
              <Text size="sm">
                {entry.type === "status"
                  ? `Status: ${statusLabel(entry.from)} → ${entry.to ? STATUS_LABELS[entry.to] : ""}`
                  : historyText(entry)}
              </Text>
              <Byline entry={entry} />
            </li>
          ))}
          <li>
            <Text size="sm">Received</Text>
            <Text size="xs" c="#4a5872">
              <time dateTime={detail.row.created_at}>{formatDateTime(detail.row.created_at)}</time>
            </Text>
          </li>
        </ul>
      </section>

      <Modal
        opened={confirming}
        onClose={() => !deleting && setConfirming(false)}
        title={`Delete this ${noun}?`}
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="md">
          <Text size="sm">Delete permanently? This cannot be undone.</Text>
          <Text size="sm">{`The ${noun}, its notes and its history are removed.`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
              Cancel
            </Button>
            <Button color="red.9" onClick={remove} loading={deleting}>
              Delete permanently
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
