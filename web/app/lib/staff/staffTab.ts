import type {
  AdminCallableName,
  LeadKind,
  SubmissionDetailResponse,
  SubmissionKind,
  SubmissionRowsByKind,
  TabCountsResponse,
} from "@domain";
import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import type { TabDefinition } from "./leadTable";

/*
 * How a feature plugs its staff side into the dashboard (its frame, routes/dashboard.frame.tsx). The route
 * (routes/dashboard.tabs.ts) gathers each feature's tabs and lead actions and hands them to the frame, which adds the
 * leads' own (features/leads/staff: the overview, contact messages, applications, the lead table); no feature imports
 * another.
 */

/** What the dashboard's lead table of one kind takes: the kind's definition and, beside each row, its actions. */
export interface LeadTableProps<TKind extends SubmissionKind> {
  definition: TabDefinition<TKind>;
  /** Beside each row and in its drawer; `reload` refreshes the list (and the tabs' counts) after an action. */
  rowActions?: (row: SubmissionRowsByKind[TKind], reload: () => void) => ReactNode;
}

/** The dashboard's lead table (list, filters, search, drawer with status, notes and history, export, erasure). */
export type LeadTable = <TKind extends SubmissionKind>(props: LeadTableProps<TKind>) => ReactNode;

/** What the dashboard's lead drawer takes: the kind's definition and the row to show (null: closed). */
export interface LeadDrawerProps<TKind extends SubmissionKind> {
  definition: TabDefinition<TKind>;
  row: SubmissionRowsByKind[TKind] | null;
  onClose: () => void;
  /** After a change in the drawer (the dashboard's list of the kind reloads too). */
  onChanged?: () => void;
}

/** The dashboard's lead drawer, for a row a feature's own view lists (the bookings' agenda). */
export type LeadDrawer = <TKind extends SubmissionKind>(props: LeadDrawerProps<TKind>) => ReactNode;

/** What the dashboard hands a tab's panel. */
export interface StaffPanelProps {
  /** For a tab that lists a lead kind's records (Bookings, Payments): the dashboard's table, bound to its list. */
  LeadTable: LeadTable;
  /** The drawer of one lead, as the table opens it. */
  LeadDrawer: LeadDrawer;
}

/** One tab of the dashboard, owned by a feature (its `staff/` folder). */
export interface StaffTab {
  /** Unique among the tabs: the Mantine tab value. */
  value: string;
  /** The tab's name; the count, once known, follows it: "Payments (12)". */
  label: string;
  /** The number beside the name, from the dashboard's counts (asked once, again after each change). */
  count?: (counts: TabCountsResponse) => number | undefined;
  /**
   * The callable its panel cannot work without: the tab shows to the roles the server admits to it
   * (domain/permissions.ts `can`); every role when omitted.
   */
  needs?: AdminCallableName;
  /** The panel, loaded when the tab is first opened: `lazy(() => import("./PaymentsTab"))`. */
  panel: LazyExoticComponent<ComponentType<StaffPanelProps>>;
}

/** What an action in a lead's drawer panel gets: the lead, its current detail, and how to show the answer. */
export interface LeadActionProps {
  kind: LeadKind;
  id: string;
  detail: SubmissionDetailResponse;
  /** Shows the detail an action's callable answered (its status and history). */
  applied: (detail: SubmissionDetailResponse) => void;
  /** Its `claimsStatus` was just chosen in the Status menu: the action opens (its dialog) and then calls `settled`. */
  requested: boolean;
  settled: () => void;
}

/** A button another feature adds beside a lead's Status (e.g. bookings' "Send interview link" on applications). */
export interface LeadAction {
  /** A stable key among the actions. */
  key: string;
  /** The lead kinds it is offered on; the component itself decides from the detail whether it shows. */
  kinds: readonly LeadKind[];
  /**
   * A status this action sets itself, with more than the status (bookings' Cancelled mails the visitor): choosing it
   * in the Status menu opens the action (`requested`) instead of saving the status.
   */
  claimsStatus?: string;
  /** `section`: a section of the drawer of its own, below the Status (conversations), not a button beside it. */
  placement?: "button" | "section";
  /** Loaded when a drawer first offers it: `lazy(() => import("./InterviewLinkAction"))`. */
  Action: LazyExoticComponent<ComponentType<LeadActionProps>>;
}
