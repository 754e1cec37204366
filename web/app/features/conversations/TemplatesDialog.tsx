import { PLACEHOLDERS, type MessageTemplate } from "@domain/conversations";
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { loadErrorMessage } from "../../lib/staff/loadError";
import { notify } from "../../lib/staff/notify";
import { createMessageTemplate, deleteMessageTemplate, listMessageTemplates, updateMessageTemplate } from "./api";

interface TemplatesDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Every template after a change (the composer's picker follows). */
  onChanged: (templates: MessageTemplate[]) => void;
}

/** The message templates, shared by all staff: list, new, edit, delete. */
export function TemplatesDialog({ opened, onClose, onChanged }: TemplatesDialogProps) {
  const [templates, setTemplates] = useState<MessageTemplate[]>([]);
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [name, setName] = useState("");
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    listMessageTemplates().then(
      (answer) => setTemplates(answer.templates),
      (failure: unknown) => setError(loadErrorMessage(failure)),
    );
  }, [opened]);

  function edit(template: MessageTemplate | null) {
    setEditing(template ? template.id : "new");
    setName(template?.name ?? "");
    setSubject(template?.subject ?? "");
    setText(template?.text ?? "");
    setError(null);
  }

  async function run(action: () => Promise<{ templates: MessageTemplate[] }>, done: string) {
    setBusy(true);
    setError(null);
    try {
      const answer = await action();
      setTemplates(answer.templates);
      onChanged(answer.templates);
      setEditing(null);
      notify({ tone: "success", title: "Templates", message: done });
    } catch (failure) {
      setError(loadErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  function save() {
    const fields = { name, subject, text };
    void run(
      () =>
        editing === "new" || editing === null
          ? createMessageTemplate(fields)
          : updateMessageTemplate({ id: editing, ...fields }),
      "Template saved.",
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Message templates"
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">
        {templates.length === 0 ? (
          <Text size="sm" c="#4a5872">
            No templates yet.
          </Text>
        ) : (
          <Stack gap="xs">
            {templates.map((template) => (
              <Group key={template.id} justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {template.name}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => edit(template)}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    loading={busy}
                    onClick={() => void run(() => deleteMessageTemplate(template.id), "Template deleted.")}
                    aria-label={`Delete ${template.name}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {editing === null ? (
          <Group>
            <Button variant="light" onClick={() => edit(null)}>
              New template
            </Button>
          </Group>
        ) : (
          <Stack gap="xs">
            <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
            <TextInput label="Subject" value={subject} onChange={(event) => setSubject(event.currentTarget.value)} />
            <Textarea
              label="Message"
              description={`Placeholders: ${Object.keys(PLACEHOLDERS).join(", ")}`}
              styles={{ description: { color: "#4a5872" } }}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              rows={6}
              resize="vertical"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={save} loading={busy}>
                Save template
              </Button>
            </Group>
          </Stack>
        )}
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
