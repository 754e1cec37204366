import { beforeEach, describe, expect, it, vi } from "vitest";

// The SDK's modules as fakes: which were loaded, and what each call was given.
const loaded: string[] = [];
const app = { name: "[DEFAULT]" };
const functions = { region: "us-central1" };
const callable = vi.fn(async (data: unknown) => ({ data: { echoed: data } }));

vi.mock("firebase/app", () => {
  loaded.push("app");
  return { initializeApp: vi.fn(() => app) };
});
vi.mock("firebase/functions", () => {
  loaded.push("functions");
  return {
    getFunctions: vi.fn(() => functions),
    connectFunctionsEmulator: vi.fn(),
    httpsCallable: vi.fn(() => callable),
  };
});
vi.mock("firebase/auth", () => {
  loaded.push("auth");
  return {
    initializeAuth: vi.fn(() => ({ app })),
    browserLocalPersistence: {},
    connectAuthEmulator: vi.fn(),
    onAuthStateChanged: vi.fn(),
  };
});

beforeEach(() => {
  loaded.length = 0;
  vi.clearAllMocks();
  vi.resetModules();
});

describe("the Firebase client", () => {
  it("calls a visitor's callable with the app and Functions only, never loading Auth", async () => {
    const { callPublicFunction } = await import("./firebase");
    const { httpsCallable } = await import("firebase/functions");
    await expect(callPublicFunction("getBookingByToken", { token: "t" })).resolves.toEqual({
      echoed: { token: "t" },
    });
    expect(httpsCallable).toHaveBeenCalledWith(functions, "getBookingByToken");
    expect([...loaded].sort()).toEqual(["app", "functions"]);
  });

  it("adds Auth to the same app and Functions for staff callables", async () => {
    const { callPublicFunction, firebaseClient } = await import("./firebase");
    await callPublicFunction("getBookingByToken", { token: "t" });
    const { initializeApp } = await import("firebase/app");
    const client = await firebaseClient();
    expect(loaded).toContain("auth");
    expect(client.app).toBe(app);
    expect(client.functions).toBe(functions);
    expect(initializeApp).toHaveBeenCalledTimes(1);
  });
});
