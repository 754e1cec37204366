import { formatCount } from "@domain/format";
import type * as v from "valibot";

interface PipeItem {
  type: string;
  requirement?: unknown;
}

function pipeOf(schema: unknown): readonly PipeItem[] {
  const node = schema as { pipe?: readonly PipeItem[]; wrapped?: unknown };
  if (node.pipe) return node.pipe;
  return node.wrapped ? pipeOf(node.wrapped) : [];
}

/** The length bounds of a text field, read from its schema so the form never restates them. */
export function lengthLimits(schema: v.GenericSchema): { min: number; max?: number } {
  const pipe = pipeOf(schema);
  const bound = (type: string) => pipe.find((item) => item.type === type)?.requirement;
  const min = bound("min_length");
  const max = bound("max_length");
  return { min: typeof min === "number" ? min : 0, max: typeof max === "number" ? max : undefined };
}

/** "At least 50 characters · 12/1,000" for a field with a real minimum, "12/1,000 characters" otherwise. */
export function lengthHint(schema: v.GenericSchema, value: string): string {
  const { min, max } = lengthLimits(schema);
  const used = value.trim().length;
  const progress = max === undefined ? formatCount(used) : `${formatCount(used)}/${formatCount(max)}`;
  return min > 1 ? `At least ${formatCount(min)} characters · ${progress}` : `${progress} characters`;
}
