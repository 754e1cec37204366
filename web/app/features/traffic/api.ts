import { CALLABLES, type TrafficReportResponse } from "@domain";
import { asCallableError, callFunction } from "../../lib/firebase";

/** The Traffic view's counts for the days `from`..`to` (YYYY-MM-DD, UTC, inclusive). */
export function loadTrafficReport(from: string, to: string): Promise<TrafficReportResponse> {
  return callFunction(CALLABLES.trafficReport, { from, to });
}

/** What the view says when the report could not be loaded. */
export function reportErrorMessage(error: unknown): string {
  const { code, message } = asCallableError(error);
  if (code === "permission-denied" || code === "unauthenticated") return "Only admins can see the traffic figures.";
  if (code === "invalid-argument" && message) return message;
  return "The traffic figures could not be loaded. Please try again.";
}
