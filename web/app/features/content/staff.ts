import { lazy } from "react";
import type { StaffTab } from "../../lib/staff/staffTab";

/**
 * 'Content' (owners and editors, issue 43): the site's pages, their drafts, preview, publish and history; composed by
 * the dashboard route, loaded when first opened. The content callables refuse every other role anyway.
 */
export const contentStaffTab: StaffTab = {
  value: "content",
  label: "Content",
  needs: "listContentPages",
  panel: lazy(() => import("./ContentTab")),
};
