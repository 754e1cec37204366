// The payments feature's public surface for other features: the money paid, as the Traffic view's funnel counts it.
export { readPaidMoney } from "./paidMoney";
