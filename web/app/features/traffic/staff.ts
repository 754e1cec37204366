import { lazy } from "react";
import type { StaffTab } from "../../lib/staff/staffTab";

/** 'Traffic': visits, sources and the funnel by day; composed by the dashboard route, loaded when first opened. */
export const trafficStaffTab: StaffTab = {
  value: "traffic",
  label: "Traffic",
  needs: "trafficReport",
  panel: lazy(() => import("./TrafficView").then((module) => ({ default: module.TrafficView }))),
};
