import type { SubmissionKind } from "@domain";
import { createContext } from "react";
import type { LeadAction } from "../../../lib/staff/staffTab";
import type { SubmissionList } from "./useSubmissionList";

/** Every lead kind's list, kept by the dashboard so a tab's filters and page survive switching tabs. */
export type SubmissionLists = { [TKind in SubmissionKind]: SubmissionList<TKind> };

/** The dashboard's lists and the other features' lead actions, for the tables and drawers below it. */
export const StaffContext = createContext<{ lists: SubmissionLists | null; leadActions: readonly LeadAction[] }>({
  lists: null,
  leadActions: [],
});
