// What other features use of traffic (its collector, roll-up and Traffic view are listed in functions/src/deployed.ts):
// `firestoreFunnel`, for the features whose callables record funnel steps.
export { firestoreFunnel, type TrackFunnel } from "./events";
