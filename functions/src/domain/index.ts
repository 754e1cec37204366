export * from "./schemas";
export * from "./callables";
