export * from "./schemas";
export * from "./callables";
export * from "./catalog";
export * from "./admin";
