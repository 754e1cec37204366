export * from "./schemas";
export * from "./callables";
export * from "./catalog";
export * from "./format";
export * from "./admin";
export * from "./pipeline";
export * from "./records";
