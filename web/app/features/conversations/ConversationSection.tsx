import { hasNewReply, REPLY_OPENED } from "@domain/leads";
import {
  MESSAGE_TYPE_LABELS,
  PLACEHOLDERS,
  senderUnverified,
  type MessageTemplate,
  type TimelineMessage,
} from "@domain/conversations";
import { Badge, Button, Group, Loader, Select, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { formatDateTime } from "../../lib/staff/format";
import { loadErrorMessage } from "../../lib/staff/loadError";
import { notify } from "../../lib/staff/notify";
import type { LeadActionProps } from "../../lib/staff/staffTab";
import { clearNewReply, leadConversation, listMessageTemplates, sendLeadMessage } from "./api";
import { TemplatesDialog } from "./TemplatesDialog";
import classes from "./ConversationSection.module.css";
import { useCan } from "../../lib/role";
import { LoadError } from "../../components/LoadError/LoadError";

/** A sent mail's state as the mail queue records it (`sent`: the mail server took it). */
const DELIVERY_LABELS = { queued: "Queued", sent: "Delivered", failed: "Not delivered", skipped: "Not sent" } as const;

/** "1.2 MB", "34 KB", "512 B". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** One message: who, when, what kind (a sent mail's delivery state), the subject, the text (plain: never HTML). */
function MessageItem({ message }: { message: TimelineMessage }) {
  const incoming = message.type !== "sent";
  return (
    <li className={`${classes.entry} ${incoming ? classes.incoming : ""}`}>
      <Group gap="xs" wrap="wrap">
        <Badge size="sm" variant="light">
          {MESSAGE_TYPE_LABELS[message.type]}
        </Badge>
        {message.delivery && (
          <Badge size="sm" variant="outline" color={message.delivery.state === "failed" ? "red.9" : "gray.8"}>
            {DELIVERY_LABELS[message.delivery.state]}
            {message.delivery.reason ? ` (${message.delivery.reason})` : ""}
          </Badge>
        )}
        {senderUnverified(message) && (
          <Badge
            size="sm"
            variant="outline"
            color="orange.9"
            title="Matched by its From address alone, which anyone can write: no reply address of ours, no answer to a mail we sent, and the mail provider did not vouch for the sender."
          >
            Unverified sender
          </Badge>
        )}
      </Group>
      <Text size="xs" c="#4a5872" mt={4} style={{ overflowWrap: "anywhere" }}>
        {message.from_name ? `${message.from_name} <${message.from_address}>` : message.from_address}
        {message.by_email ? ` (sent by ${message.by_email})` : ""} ·{" "}
        <time dateTime={message.at}>{formatDateTime(message.at)}</time>
      </Text>
      <Text size="sm" fw={600} mt={4} style={{ overflowWrap: "anywhere" }}>
        {message.subject || "(no subject)"}
      </Text>
      <Text size="sm" className={classes.text}>
        {message.text}
      </Text>
      {message.attachments.length > 0 && (
        <Text size="xs" c="#4a5872" mt={4}>
          Attachments (not kept):{" "}
          {message.attachments
            .map((file) => `${file.filename} (${file.content_type}, ${formatSize(file.size)})`)
            .join(", ")}
        </Text>
      )}
    </li>
  );
}

/**
 * A lead's conversation in its drawer: opening it clears the lead's "New reply" mark for everyone; the timeline
 * (sent and received mails, newest first, 50 at a time); a composer with a template picker (placeholders are filled
 * by the server from the lead); "Manage templates".
 */
export default function ConversationSection(props: LeadActionProps) {
  // Conversations are the owners' and staff's (domain/permissions.ts); a host's drawer shows none.
  return useCan("leadConversation") ? <Conversation {...props} /> : null;
}

function Conversation({ kind, id, detail, applied }: LeadActionProps) {
  const [messages, setMessages] = useState<TimelineMessage[] | null>(null);
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  // null while they load; "failed" when they could not be (a toast says why).
  const [templates, setTemplates] = useState<MessageTemplate[] | null | "failed">(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [managing, setManaging] = useState(false);
  const newReply = hasNewReply(detail.row);

  useEffect(() => {
    let current = true;
    setLoadError(null);
    leadConversation({ kind, id }).then(
      (page) => {
        if (!current) return;
        setMessages(page.messages);
        setNextBefore(page.nextBefore);
      },
      (failure: unknown) => current && setLoadError(loadErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [kind, id, attempt]);

  const templateList = Array.isArray(templates) ? templates : [];
  const timelineLoaded = messages !== null;
  useEffect(() => {
    // After the timeline, not beside it: a drawer opening asks one callable at a time of the functions.
    if (!timelineLoaded) return;
    listMessageTemplates().then(
      (answer) => setTemplates(answer.templates),
      (failure: unknown) => {
        setTemplates("failed");
        notify({ tone: "error", title: "Templates", message: loadErrorMessage(failure) });
      },
    );
  }, [timelineLoaded]);

  useEffect(() => {
    if (!newReply) return;
    // Opened: the mark goes for everyone; the list and the tab's count follow.
    clearNewReply({ kind, id }).then(
      () => applied({ ...detail, row: { ...detail.row, ...REPLY_OPENED } }),
      (failure: unknown) => notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) }),
    );
    // Once per opening of this lead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id, newReply]);

  async function loadMore() {
    if (!nextBefore) return;
    setLoadingMore(true);
    try {
      const page = await leadConversation({ kind, id, before: nextBefore });
      setMessages((shown) => [...(shown ?? []), ...page.messages]);
      setNextBefore(page.nextBefore);
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) });
    } finally {
      setLoadingMore(false);
    }
  }

  function pickTemplate(value: string | null) {
    setTemplateId(value);
    const template = templateList.find((entry) => entry.id === value);
    if (template) {
      setSubject(template.subject);
      setText(template.text);
    }
  }

  async function send() {
    if (!subject.trim() || !text.trim()) {
      setFormError("Subject and message are required");
      return;
    }
    setFormError(null);
    setSending(true);
    try {
      await sendLeadMessage({ kind, id, subject, text });
      setSubject("");
      setText("");
      setTemplateId(null);
      notify({ tone: "success", title: "Sent", message: "Your mail is on its way; its state shows on the timeline." });
      setAttempt((count) => count + 1);
    } catch (failure) {
      setFormError(loadErrorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="conversation-heading">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id="conversation-heading">
          Conversation
        </Title>
        <Button size="xs" variant="default" onClick={() => setManaging(true)}>
          Manage templates
        </Button>
      </Group>
      <Stack gap="xs">
        <Select
          label="Template"
          placeholder={
            templates === null
              ? "Loading templates…"
              : templates === "failed"
                ? "Templates could not be loaded"
                : templates.length === 0
                  ? "No templates yet"
                  : "Pick a template"
          }
          data={templateList.map((template) => ({ value: template.id, label: template.name }))}
          value={templateId}
          onChange={pickTemplate}
          disabled={templateList.length === 0}
          clearable
        />
        <TextInput label="Subject" value={subject} onChange={(event) => setSubject(event.currentTarget.value)} />
        <Textarea
          label="Message"
          description={`Placeholders: ${Object.keys(PLACEHOLDERS).join(", ")}`}
          // Mantine's default description grey is 3.3:1 on white (axe); the dashboard's muted text colour.
          styles={{ description: { color: "#4a5872" } }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={5}
          resize="vertical"
          error={formError}
        />
        <Group justify="flex-end">
          <Button onClick={send} loading={sending}>
            Send
          </Button>
        </Group>
      </Stack>

      <Stack gap="xs" mt="md">
        {loadError ? (
          <LoadError message={loadError} onRetry={() => setAttempt((count) => count + 1)} />
        ) : messages === null ? (
          <Group gap="sm" role="status">
            <Loader size="xs" />
            <Text size="sm">Loading the conversation...</Text>
          </Group>
        ) : messages.length === 0 ? (
          <Text size="sm" c="#4a5872">
            No mails yet.
          </Text>
        ) : (
          <ul className={classes.entries} aria-labelledby="conversation-heading">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        )}
        {nextBefore && (
          <Group>
            <Button size="xs" variant="default" onClick={loadMore} loading={loadingMore}>
              Older mails
            </Button>
          </Group>
        )}
      </Stack>
      <TemplatesDialog opened={managing} onClose={() => setManaging(false)} onChanged={setTemplates} />
    </section>
  );
}
