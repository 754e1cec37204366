// What other features may use of leads (its deployed functions are listed in functions/src/deployed.ts): the detail
// the dashboard shows (sendInterviewLink answers it).
export { readDetail } from "./detail";
