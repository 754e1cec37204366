// The domain as the web app imports it (`@domain`): everything both sides share.
export * from "./catalog";
export * from "./checkout";
export * from "./collections";
export * from "./contract";
export * from "./dashboard";
export * from "./format";
export * from "./forms";
export * from "./leads";
export * from "./mail";
export * from "./payments";
export * from "./source";
export * from "./channel";
export * from "./bookings";
export * from "./traffic";
export * from "./bookingRecord";
export * from "./team";
export * from "./zones";
