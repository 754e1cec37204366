import { contentFieldErrors, type ContentPageRow, type ContentVersionRow } from "@domain";
import { SECTION_FIELDS, pageDataSchema } from "@domain/pages/sections";
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import * as v from "valibot";
import { LoadError } from "../../components/LoadError/LoadError";
import { LoadingState } from "../../components/LoadingState/LoadingState";
import { loadErrorMessage } from "../../lib/staff/loadError";
import {
  contentProblem,
  loadContentPage,
  previewPage,
  publishPage,
  rollBackPage,
  saveDraft,
  type ContentProblem,
} from "./api";
import { FieldEditor } from "./FieldEditor";
import { previewDocument } from "./previewDocument";
import { emptyGroup, moved, withValueAt, type Path } from "./pageValue";
import { stampText } from "./stamp";
import { MUTED } from "./stamp";

interface Section {
  kind: string;
  [field: string]: unknown;
}
interface PageData {
  sections: Section[];
}

/** The page's form: Enter in one of its fields, or Save draft above it, saves the draft. */
const FORM_ID = "content-page-form";

const SECTION_BY_KIND = new Map(SECTION_FIELDS.map((section) => [section.kind as string, section]));

/** The page schema's messages for `data` (the same schema the callable parses with), by dotted path. */
function problemsOf(data: unknown): Record<string, string> {
  const result = v.safeParse(pageDataSchema, data);
  return result.success ? {} : contentFieldErrors(result.issues);
}

/** The fields a refusal names, as a list the editor can scan ("sections.2.title: Title: write something…"). */
function FieldProblems({ fields }: { fields: Record<string, string> }) {
  const entries = Object.entries(fields);
  if (entries.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={`${entries.length} field${entries.length === 1 ? "" : "s"} to fix`}
    >
      <ul style={{ margin: 0, paddingInlineStart: "1.2em" }}>
        {entries.slice(0, 8).map(([path, message]) => (
          <li key={path}>
            <Text size="sm">
              {message}{" "}
              <Text span c={MUTED} size="xs">
                ({path})
              </Text>
            </Text>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** One page's editor: the generated form, Save draft, Preview, Publish with a note, and the history with Roll back. */
export function PageEditor({ page: listed, onBack }: { page: ContentPageRow; onBack: () => void }) {
  const [page, setPage] = useState<ContentPageRow>(listed);
  const [data, setData] = useState<PageData | null>(null);
  const [revision, setRevision] = useState(0);
  const [versions, setVersions] = useState<ContentVersionRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<ContentProblem | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "preview" | "publish" | "rollback" | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [rollback, setRollback] = useState<ContentVersionRow | null>(null);
  const [rollbackNote, setRollbackNote] = useState("");
  const [newKind, setNewKind] = useState(SECTION_FIELDS[1]?.kind ?? "text");

  const load = useCallback(async () => {
    setLoadProblem(null);
    try {
      const answer = await loadContentPage(listed.id);
      setPage(answer.page);
      setData(answer.data as PageData);
      setRevision(answer.revision);
      setVersions(answer.versions);
      setDirty(false);
      setErrors({});
    } catch (error) {
      setLoadProblem(loadErrorMessage(error));
    }
  }, [listed.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const change = (path: Path, value: unknown) => {
    setData((current) => withValueAt(current, path, value) as PageData);
    setDirty(true);
    setStatus(null);
  };

  /** Checks the form with the page schema; shows what to fix and answers false when something is. */
  function checked(current: PageData): boolean {
    const found = problemsOf(current);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem({ message: "Some fields need attention: nothing was sent.", fields: found, conflict: false });
      return false;
    }
    return true;
  }

  async function run(kind: NonNullable<typeof busy>, action: () => Promise<void>) {
    setBusy(kind);
    setProblem(null);
    setStatus(null);
    try {
      await action();
    } catch (error) {
      const refused = contentProblem(error);
      setProblem(refused);
      setErrors(refused.fields);
    } finally {
      setBusy(null);
    }
  }

  const save = () =>
    data &&
    checked(data) &&
    void run("save", async () => {
      const saved = await saveDraft(page.id, revision, data);
      setRevision(saved.revision);
      setPage(saved.page);
      setDirty(false);
      setStatus("Draft saved. It is not live until you publish it.");
    });

  const showPreview = () =>
    data &&
    checked(data) &&
    void run("preview", async () => {
      setPreview(previewDocument((await previewPage(page.id, data)).html));
    });

  function publish(event: FormEvent) {
    event.preventDefault();
    void run("publish", async () => {
      const started = performance.now();
      const published = await publishPage(page.id, revision, note);
      setPage(published.page);
      setVersions(published.versions);
      setNote("");
      setStatus(
        `Published: version ${published.version} of ${page.path} is live (${((performance.now() - started) / 1000).toFixed(1)} s).`,
      );
    });
  }

  function confirmRollback(event: FormEvent) {
    event.preventDefault();
    const target = rollback;
    if (!target) return;
    void run("rollback", async () => {
      const rolled = await rollBackPage(page.id, target.version, rollbackNote);
      setPage(rolled.page);
      setVersions(rolled.versions);
      setRollback(null);
      setRollbackNote("");
      setStatus(`Rolled back: version ${target.version}'s page is live again, as version ${rolled.version}.`);
      if (!page.draft) await load();
    });
  }

  const header = (
    <Group justify="space-between" wrap="wrap">
      <Button variant="subtle" onClick={onBack}>
        Back to all pages
      </Button>
      <Anchor href={page.path} target="_blank" rel="noopener">
        View the live page (opens in a new tab)
      </Anchor>
    </Group>
  );

  if (loadProblem)
    return (
      <Stack>
        {header}
        <LoadError message={loadProblem} onRetry={() => void load()} />
      </Stack>
    );
  if (!data) return <LoadingState />;

  const sections = data.sections ?? [];
  const canPublish = !dirty && page.draft !== null && busy === null;

  return (
    <Stack gap="md">
      {header}
      <Title order={2} size="h3">
        {page.title}{" "}
        <Text span c={MUTED} size="md">
          ({page.path})
        </Text>
      </Title>
      <Text size="sm">
        {page.live
          ? `Live: version ${page.live.version}, published by ${stampText(page.live)}.`
          : "Live: the page as built."}{" "}
        {page.draft ? `Draft saved by ${stampText(page.draft)}.` : "No pending draft."}
        {dirty ? " You have unsaved changes." : ""}
      </Text>

      {problem ? (
        <Alert
          color={problem.conflict ? "orange" : "red"}
          variant="light"
          role="alert"
          title={problem.conflict ? "Someone else saved first" : "Not done"}
        >
          {problem.message}
        </Alert>
      ) : null}
      <FieldProblems fields={errors} />
      {status ? (
        <Alert color="green" variant="light" role="status">
          {status}
        </Alert>
      ) : null}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="content-publish">
        <Title order={3} size="h5" id="content-publish" mb="xs">
          Save, preview, publish
        </Title>
        <Group gap="sm" wrap="wrap" mb="sm">
          <Button type="submit" form={FORM_ID} loading={busy === "save"} disabled={busy !== null && busy !== "save"}>
            Save draft
          </Button>
          <Button
            variant="default"
            onClick={showPreview}
            loading={busy === "preview"}
            disabled={busy !== null && busy !== "preview"}
          >
            Preview
          </Button>
        </Group>
        <form onSubmit={publish} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="What changed (kept in the history)"
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={200}
              required
              w={{ base: "100%", sm: 420 }}
              error={problem?.fields.note}
            />
            <Button type="submit" color="green" loading={busy === "publish"} disabled={!canPublish}>
              Publish
            </Button>
          </Group>
          <Text size="xs" c={MUTED} mt={4}>
            {dirty
              ? "Save the draft first: what is published is the saved draft."
              : page.draft
                ? "Publishing makes the saved draft live for every visitor."
                : "Nothing to publish: save a draft first."}
          </Text>
        </form>
      </Paper>

      {preview !== null ? (
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="content-preview">
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h5" id="content-preview">
              Preview (not live)
            </Title>
            <Button size="compact-sm" variant="subtle" onClick={() => setPreview(null)}>
              Close the preview
            </Button>
          </Group>
          <iframe
            title={`Preview of ${page.title}`}
            sandbox=""
            srcDoc={preview}
            style={{ width: "100%", height: 640, border: "1px solid var(--mantine-color-gray-3)" }}
          />
        </Paper>
      ) : null}

      <form
        id={FORM_ID}
        aria-label={`The page's sections`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          {sections.map((section, index) => {
            const described = SECTION_BY_KIND.get(section.kind);
            const name = `Section ${index + 1}: ${described?.label ?? section.kind}`;
            return (
              <Fieldset key={index} legend={name}>
                <Stack gap="sm">
                  {index > 0 ? (
                    <Group gap={4}>
                      <Button
                        size="compact-xs"
                        variant="default"
                        disabled={index === 1}
                        onClick={() => change(["sections"], moved(sections, index, index - 1))}
                        aria-label={`Move ${name} up`}
                      >
                        Up
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="default"
                        disabled={index === sections.length - 1}
                        onClick={() => change(["sections"], moved(sections, index, index + 1))}
                        aria-label={`Move ${name} down`}
                      >
                        Down
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          change(
                            ["sections"],
                            sections.filter((_, at) => at !== index),
                          )
                        }
                        aria-label={`Remove ${name}`}
                      >
                        Remove
                      </Button>
                    </Group>
                  ) : null}
                  {(described?.fields ?? []).map((field) => (
                    <FieldEditor
                      key={field.name}
                      field={field}
                      value={section[field.name]}
                      path={["sections", index, field.name]}
                      onChange={change}
                      errors={errors}
                    />
                  ))}
                </Stack>
              </Fieldset>
            );
          })}
          <Group align="flex-end" gap="xs" wrap="wrap">
            <NativeSelect
              label="New section"
              data={SECTION_FIELDS.filter((section) => section.kind !== "hero").map((section) => ({
                value: section.kind,
                label: section.label,
              }))}
              value={newKind}
              onChange={(event) => setNewKind(event.currentTarget.value as typeof newKind)}
            />
            <Button
              variant="light"
              onClick={() => {
                const described = SECTION_BY_KIND.get(newKind);
                change(["sections"], [...sections, { kind: newKind, ...emptyGroup(described?.fields ?? []) }]);
              }}
            >
              Add the section
            </Button>
          </Group>
        </Stack>
      </form>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="content-history">
        <Title order={3} size="h5" id="content-history" mb="xs">
          History
        </Title>
        {versions.length === 0 ? (
          <Text size="sm">Not published from the dashboard yet: the page is as built.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Version</Table.Th>
                  <Table.Th scope="col">Who and when</Table.Th>
                  <Table.Th scope="col">Note</Table.Th>
                  <Table.Th scope="col">Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.map((row) => (
                  <Table.Tr key={row.version}>
                    <Table.Th scope="row">
                      {row.version}
                      {row.kind === "rollback" ? ` (rollback to ${row.source_version})` : ""}
                      {page.live?.version === row.version ? " · live" : ""}
                    </Table.Th>
                    <Table.Td>{stampText(row)}</Table.Td>
                    <Table.Td>{row.note}</Table.Td>
                    <Table.Td>
                      {page.live?.version === row.version ? null : (
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => setRollback(row)}
                          disabled={busy !== null}
                        >
                          Roll back to version {row.version}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <Modal
        opened={rollback !== null}
        onClose={() => setRollback(null)}
        title={`Roll back to version ${rollback?.version ?? ""}`}
      >
        <form onSubmit={confirmRollback} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Version {rollback?.version} becomes live again for every visitor, as a new version. A pending draft is
              kept.
            </Text>
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                {problem.message}
              </Alert>
            ) : null}
            <TextInput
              label="Why (kept in the history)"
              value={rollbackNote}
              onChange={(event) => setRollbackNote(event.currentTarget.value)}
              maxLength={200}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRollback(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={busy === "rollback"}>
                Roll back
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
