import type { SubmissionKind } from "@domain";
import { useContext } from "react";
import type { LeadDrawerProps, LeadTableProps } from "../../../lib/staff/staffTab";
import { StaffContext } from "./staffContext";
import { SubmissionDrawer } from "./SubmissionDrawer";
import { SubmissionsTab } from "./SubmissionsTab";
import type { SubmissionList } from "./useSubmissionList";

/**
 * The lead table a feature's tab renders (`StaffPanelProps.LeadTable`): the shared submissions machinery for the
 * definition's kind, bound to the dashboard's list of that kind.
 */
export function LeadTable<TKind extends SubmissionKind>({ definition, rowActions }: LeadTableProps<TKind>) {
  const { lists } = useContext(StaffContext);
  if (!lists) throw new Error("LeadTable renders inside the dashboard");
  const list = lists[definition.kind] as SubmissionList<TKind>;
  return (
    <SubmissionsTab
      definition={definition}
      list={list}
      rowActions={rowActions ? (row) => rowActions(row, list.reload) : undefined}
    />
  );
}

/**
 * The lead drawer a feature's own view opens (`StaffPanelProps.LeadDrawer`): the table's drawer for the definition's
 * kind; a change or an erasure reloads the dashboard's list of that kind too.
 */
export function LeadDrawer<TKind extends SubmissionKind>({
  definition,
  row,
  onClose,
  onChanged,
}: LeadDrawerProps<TKind>) {
  const { lists } = useContext(StaffContext);
  const changed = () => {
    lists?.[definition.kind].reload();
    onChanged?.();
  };
  return (
    <SubmissionDrawer
      definition={definition}
      row={row}
      onClose={onClose}
      onChanged={changed}
      onDeleted={() => {
        onClose();
        changed();
      }}
    />
  );
}
