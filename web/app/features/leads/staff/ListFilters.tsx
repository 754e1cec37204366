import "@mantine/dates/styles.css";
import { CHANNELS, STATUSES_BY_KIND, STATUS_LABELS, type Channel, type LeadKind, type LeadStatus } from "@domain";
import { Select } from "@mantine/core";
import { DatePickerInput, type DatesRangeValue } from "@mantine/dates";
import { useState } from "react";
import type { ListFilters } from "./useSubmissionList";

/** Value of the "All" choice (a Select needs a string). */
const ALL = "all";

/** The "Status" filter of a contact or application tab: All, then each status of the kind. */
export function StatusFilter({
  kind,
  value,
  onChange,
}: {
  kind: LeadKind;
  value: LeadStatus | null;
  onChange: (status: LeadStatus | null) => void;
}) {
  const data = [
    { value: ALL, label: "All" },
    ...STATUSES_BY_KIND[kind].map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  ];
  return (
    <Select
      label="Status"
      data={data}
      value={value ?? ALL}
      onChange={(next) => onChange(!next || next === ALL ? null : (next as LeadStatus))}
      allowDeselect={false}
      w={{ base: "100%", xs: 180 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The "Source" filter of every tab: All, then each channel (records stored before sources were match none). */
export function SourceFilter({
  value,
  onChange,
}: {
  value: Channel | null;
  onChange: (channel: Channel | null) => void;
}) {
  return (
    <Select
      label="Source"
      data={[{ value: ALL, label: "All" }, ...CHANNELS.map((channel) => ({ value: channel, label: channel }))]}
      value={value ?? ALL}
      onChange={(next) => onChange(!next || next === ALL ? null : (next as Channel))}
      allowDeselect={false}
      w={{ base: "100%", xs: 180 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** "Received between": first and last day, inclusive; a half-chosen range waits for its second day. */
export function ReceivedFilter({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (range: Pick<ListFilters, "receivedFrom" | "receivedTo">) => void;
}) {
  const [draft, setDraft] = useState<DatesRangeValue<string>>([filters.receivedFrom, filters.receivedTo]);
  return (
    <DatePickerInput
      type="range"
      label="Received between"
      placeholder="Any day"
      value={draft}
      onChange={(range) => {
        setDraft(range);
        const [from, to] = range;
        if (from && !to) return;
        onChange({ receivedFrom: from ?? null, receivedTo: to ?? null });
      }}
      allowSingleDateInRange
      previousLabel="Previous month"
      nextLabel="Next month"
      clearable
      valueFormat="MMM D, YYYY"
      maxDate={new Date()}
      // Mantine's placeholder grey is too faint to read (2.1:1 on white); this one is the dashboard's muted text.
      styles={{ placeholder: { color: "#5c6a82" } }}
      w={{ base: "100%", xs: 280 }}
    />
  );
}
