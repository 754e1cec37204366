import type { FieldDescription } from "@domain/pages/fields";
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { useId } from "react";
import { dotPath, emptyGroup, emptyValue, moved, type Path } from "./pageValue";
import { MUTED } from "./stamp";

/*
 * A form generated from the page model's field descriptions (@domain `describeFields`): one control per field kind,
 * lists whose items are added, removed and moved up or down with buttons (keyboard and screen reader alike), and
 * formatted text as runs of plain text with Bold, Italic and a link: never HTML, so markup typed into a field is
 * stored and shown as the text it is. The page schema's messages are shown under the field they name.
 */

export interface FieldProps {
  field: FieldDescription;
  value: unknown;
  path: Path;
  /** Replaces the value at `path` (undefined: removes an optional field). */
  onChange: (path: Path, value: unknown) => void;
  /** The page schema's messages by dotted path. */
  errors: Readonly<Record<string, string>>;
  /** The label as the form shows it (a list item's label carries its position). */
  label?: string;
}

/** Input descriptions in the muted colour that keeps 4.5:1 on white (Mantine's default grey does not). */
const DESCRIPTION_STYLES = { description: { color: MUTED } };

const errorAt = (errors: Readonly<Record<string, string>>, path: Path) => errors[dotPath(path)];

function hint(field: FieldDescription): string | undefined {
  const parts = [
    field.help,
    field.max && (field.field === "line" || field.field === "paragraph")
      ? `At most ${field.max} characters.`
      : undefined,
  ];
  if (field.field === "link") parts.push("A page of this site (/events), an https:// address, mailto: or tel:.");
  const text = parts.filter(Boolean).join(" ");
  return text || undefined;
}

export function FieldEditor({ field, value, path, onChange, errors, label = field.label }: FieldProps) {
  const error = errorAt(errors, path);
  const shownLabel = field.optional ? `${label} (optional)` : label;
  const present = value !== undefined;

  if (field.optional && !present && field.field !== "flag") {
    return (
      <Group gap="xs">
        <Button size="compact-sm" variant="light" onClick={() => onChange(path, emptyValue(field))}>
          Add {label.toLowerCase()}
        </Button>
      </Group>
    );
  }

  const removeOptional = field.optional ? (
    <Group>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(path, undefined)}>
        Remove {label.toLowerCase()}
      </Button>
    </Group>
  ) : null;

  switch (field.field) {
    case "line":
    case "link":
      return (
        <Stack gap={2}>
          <TextInput
            label={shownLabel}
            description={hint(field)}
            styles={DESCRIPTION_STYLES}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => onChange(path, event.currentTarget.value)}
            error={error}
            required={!field.optional}
          />
          {removeOptional}
        </Stack>
      );
    case "paragraph":
      return (
        <Stack gap={2}>
          <Textarea
            label={shownLabel}
            description={hint(field)}
            styles={DESCRIPTION_STYLES}
            rows={3}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => onChange(path, event.currentTarget.value)}
            error={error}
            required={!field.optional}
          />
          {removeOptional}
        </Stack>
      );
    case "choice":
      return (
        <Stack gap={2}>
          <NativeSelect
            label={shownLabel}
            description={hint(field)}
            styles={DESCRIPTION_STYLES}
            data={field.options ?? []}
            value={value === undefined ? "" : String(value)}
            onChange={(event) => {
              const raw = event.currentTarget.value;
              const numeric = field.options?.every((option) => /^\d+$/.test(option));
              onChange(path, numeric ? Number(raw) : raw);
            }}
            error={error}
          />
          {removeOptional}
        </Stack>
      );
    case "number":
      return (
        <Stack gap={2}>
          <NumberInput
            label={shownLabel}
            min={field.min}
            max={field.max}
            allowDecimal={false}
            value={typeof value === "number" ? value : ""}
            onChange={(next) => onChange(path, typeof next === "number" ? next : Number(next) || 0)}
            error={error}
          />
          {removeOptional}
        </Stack>
      );
    case "flag":
      return (
        <Checkbox
          label={label}
          description={field.help}
          styles={DESCRIPTION_STYLES}
          checked={value === true}
          onChange={(event) => onChange(path, event.currentTarget.checked ? true : undefined)}
          error={error}
        />
      );
    case "group":
      return (
        <Fieldset legend={shownLabel} variant="default">
          <Stack gap="sm">
            {(field.fields ?? []).map((child) => (
              <FieldEditor
                key={child.name}
                field={child}
                value={(value as Record<string, unknown> | undefined)?.[child.name]}
                path={[...path, child.name]}
                onChange={onChange}
                errors={errors}
              />
            ))}
            {error ? <FieldError message={error} /> : null}
            {removeOptional}
          </Stack>
        </Fieldset>
      );
    case "variant":
      return (
        <VariantEditor field={field} value={value} path={path} onChange={onChange} errors={errors} label={shownLabel} />
      );
    case "list":
      return (
        <ListEditor field={field} value={value} path={path} onChange={onChange} errors={errors} label={shownLabel} />
      );
    case "richText":
      return (
        <RichTextEditor
          field={field}
          value={value}
          path={path}
          onChange={onChange}
          errors={errors}
          label={shownLabel}
        />
      );
  }
}

function FieldError({ message }: { message: string }) {
  return (
    <Text size="sm" c="red.8" role="alert">
      {message}
    </Text>
  );
}

function VariantEditor({ field, value, path, onChange, errors, label }: FieldProps) {
  const variants = field.variants ?? {};
  const current = value as Record<string, unknown> | undefined;
  const kind = String(current?.kind ?? Object.keys(variants)[0] ?? "");
  const fields = variants[kind] ?? [];
  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        <NativeSelect
          label="Kind"
          data={Object.keys(variants)}
          value={kind}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(path, { kind: next, ...emptyGroup(variants[next] ?? []) });
          }}
        />
        {fields.map((child) => (
          <FieldEditor
            key={`${kind}-${child.name}`}
            field={child}
            value={current?.[child.name]}
            path={[...path, child.name]}
            onChange={onChange}
            errors={errors}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

/** The buttons of one list item: move up, move down, remove (disabled where the list's limits say no). */
function ItemButtons({
  name,
  index,
  count,
  min,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  min: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={4} wrap="wrap">
      <Button
        size="compact-xs"
        variant="default"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={`Move ${name} up`}
      >
        Up
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`Move ${name} down`}
      >
        Down
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        disabled={count <= min}
        onClick={onRemove}
        aria-label={`Remove ${name}`}
      >
        Remove
      </Button>
    </Group>
  );
}

function ListEditor({ field, value, path, onChange, errors, label }: FieldProps) {
  const items = Array.isArray(value) ? value : [];
  const item = field.item;
  const min = field.min ?? 0;
  const max = field.max ?? Number.POSITIVE_INFINITY;
  const error = errorAt(errors, path);
  const headingId = useId();
  if (!item) return null;
  const itemLabel = item.label;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text fw={600} size="sm" id={headingId}>
          {label}
        </Text>
        {items.map((entry, index) => {
          const name = `${itemLabel} ${index + 1}`;
          return (
            <Stack key={index} gap={4} pl="sm" style={{ borderLeft: "2px solid var(--mantine-color-gray-3)" }}>
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c={MUTED}>
                  {name}
                </Text>
                <ItemButtons
                  name={name}
                  index={index}
                  count={items.length}
                  min={min}
                  onMove={(to) => onChange(path, moved(items, index, to))}
                  onRemove={() =>
                    onChange(
                      path,
                      items.filter((_, at) => at !== index),
                    )
                  }
                />
              </Group>
              <FieldEditor
                field={{ ...item, optional: false }}
                value={entry}
                path={[...path, index]}
                onChange={onChange}
                errors={errors}
                label={name}
              />
            </Stack>
          );
        })}
        {error ? <FieldError message={error} /> : null}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            disabled={items.length >= max}
            onClick={() => onChange(path, [...items, emptyValue({ ...item, optional: false })])}
          >
            Add {itemLabel.toLowerCase()}
          </Button>
          {field.optional ? (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => onChange(path, undefined)}>
              Remove {field.label.toLowerCase()}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

interface Run {
  text: string;
  bold?: true;
  italic?: true;
  href?: string;
}

/** Formatted text: runs of plain text, each bold, italic or a link, added, removed and moved like list items. */
function RichTextEditor({ field, value, path, onChange, errors, label }: FieldProps) {
  const runs = (Array.isArray(value) ? value : []) as Run[];
  const error = errorAt(errors, path);
  const headingId = useId();
  const set = (index: number, run: Run) =>
    onChange(
      path,
      runs.map((entry, at) => (at === index ? run : entry)),
    );
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Text fw={600} size="sm" id={headingId}>
          {label}
        </Text>
        <Text size="xs" c={MUTED}>
          Formatted text, in parts: each part is plain, bold, italic or a link. Anything typed is shown as text.
        </Text>
        {runs.map((run, index) => {
          const name = `${field.label} part ${index + 1}`;
          const runPath = [...path, index];
          return (
            <Stack key={index} gap={4} pl="sm" style={{ borderLeft: "2px solid var(--mantine-color-gray-3)" }}>
              <Textarea
                label={name}
                rows={2}
                value={run.text}
                onChange={(event) => set(index, { ...run, text: event.currentTarget.value })}
                error={errorAt(errors, [...runPath, "text"])}
              />
              <Group gap="md" wrap="wrap">
                <Checkbox
                  label="Bold"
                  checked={run.bold === true}
                  onChange={(event) => {
                    const { bold: _bold, ...rest } = run;
                    set(index, event.currentTarget.checked ? { ...rest, bold: true } : rest);
                  }}
                />
                <Checkbox
                  label="Italic"
                  checked={run.italic === true}
                  onChange={(event) => {
                    const { italic: _italic, ...rest } = run;
                    set(index, event.currentTarget.checked ? { ...rest, italic: true } : rest);
                  }}
                />
              </Group>
              <TextInput
                label={`${name}: link (optional)`}
                description="A page of this site (/events), an https:// address, mailto: or tel:."
                styles={DESCRIPTION_STYLES}
                value={run.href ?? ""}
                onChange={(event) => {
                  const { href: _href, ...rest } = run;
                  const href = event.currentTarget.value;
                  set(index, href === "" ? rest : { ...rest, href });
                }}
                error={errorAt(errors, [...runPath, "href"])}
              />
              <ItemButtons
                name={name}
                index={index}
                count={runs.length}
                min={1}
                onMove={(to) => onChange(path, moved(runs, index, to))}
                onRemove={() =>
                  onChange(
                    path,
                    runs.filter((_, at) => at !== index),
                  )
                }
              />
            </Stack>
          );
        })}
        {error ? <FieldError message={error} /> : null}
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            disabled={runs.length >= (field.max ?? 40)}
            onClick={() => onChange(path, [...runs, { text: "" }])}
          >
            Add a part
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
