import { lazy } from "react";
import type { LeadAction } from "../../lib/staff/staffTab";

/*
 * The conversations' staff side, as the dashboard route composes it (routes/dashboard.tabs.ts): a section of every
 * lead's drawer (loaded with the first drawer that shows it).
 */

/** "Conversation" in a lead's drawer: the timeline, the composer with templates, the templates' management. */
export const conversationSection: LeadAction = {
  key: "conversation",
  kinds: ["contact", "applications", "bookings"],
  placement: "section",
  Action: lazy(() => import("./ConversationSection")),
};
