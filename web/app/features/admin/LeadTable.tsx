import type { SubmissionKind } from "@domain";
import { useContext } from "react";
import type { LeadTableProps } from "../../lib/staff/staffTab";
import { StaffContext } from "./staffContext";
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
