// The traffic feature: the visit collector (HTTP, behind the Hosting rewrite /api/event), the roll-up (scheduled)
// and the Traffic view's admin callable; `firestoreFunnel` for the features whose callables record funnel steps.
export { collectTraffic } from "./collector";
export { rollUpTrafficSchedule as rollUpTraffic } from "./rollUp";
export { trafficReportCallable as trafficReport } from "./trafficReport";
export { firestoreFunnel, type TrackFunnel } from "./events";
