import { notifications } from "@mantine/notifications";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor } from "../../../test-utils/render";
import { paths } from "../../config/paths";
import { SESSION_FLAG_KEY } from "../../lib/sessionFlag";
import { AuthPanel } from "./AuthPanel";

const sdk = vi.hoisted(() => ({
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  signOut: vi.fn(),
  onAuthStateChanged: vi.fn(),
}));
vi.mock("firebase/auth", () => sdk);

const fakeAuth = vi.hoisted(() => ({ currentUser: null as unknown, authStateReady: async () => {} }));
const firebaseClient = vi.hoisted(() => vi.fn(async () => ({ auth: fakeAuth })));
vi.mock("../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/firebase")>()),
  firebaseClient,
  callFunction: vi.fn(),
}));

function renderAuth() {
  return render(<AuthPanel />, { path: paths.auth, otherPaths: [paths.dashboard] });
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  return user;
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  notifications.clean();
  fakeAuth.currentUser = null;
  sdk.signInWithEmailAndPassword.mockResolvedValue({ user: { email: "staff@example.com" } });
  sdk.createUserWithEmailAndPassword.mockResolvedValue({ user: { email: "new@example.com" } });
  sdk.sendEmailVerification.mockResolvedValue(undefined);
  sdk.signOut.mockResolvedValue(undefined);
});

describe("AuthPanel", () => {
  it("shows the sign-in form by default once no session is found", async () => {
    renderAuth();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("sends an existing session to the dashboard when this browser says it is signed in", async () => {
    localStorage.setItem(SESSION_FLAG_KEY, "1");
    fakeAuth.currentUser = { email: "staff@example.com" };
    renderAuth();
    expect(await screen.findByTestId(`route:${paths.dashboard}`)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  });

  it("keeps the fields disabled while it checks a session the browser claims, then enables them if there is none", async () => {
    localStorage.setItem(SESSION_FLAG_KEY, "1");
    let restore: () => void = () => {};
    const ready = new Promise<void>((resolve) => (restore = resolve));
    fakeAuth.authStateReady = () => ready;
    renderAuth();
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    restore();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toBeEnabled());
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    fakeAuth.authStateReady = async () => {};
  });

  it("enables the form from its first render when it is rendered on the client without a session flag", () => {
    // The dashboard's redirect renders it this way: one render, no second pass to enable the fields.
    renderAuth();
    expect(screen.getByLabelText(/^Email/)).toBeEnabled();
    expect(screen.getByRole("button", { name: "Create one" })).toBeEnabled();
  });

  it("loads no Firebase before the visitor does something when the browser has no session", async () => {
    renderAuth();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toBeEnabled());
    expect(firebaseClient).not.toHaveBeenCalled();
  });

  it("shows the product's messages for an invalid email and a short password and sends nothing", async () => {
    renderAuth();
    const user = await fill("not-an-email", "12345");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(sdk.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it("switches to sign-up and back with the toggle link, resetting the form", async () => {
    renderAuth();
    const user = await fill("staff@example.com", "secret1");
    await user.click(screen.getByRole("button", { name: "Create one" }));
    expect(screen.getByRole("heading", { level: 1, name: "Create Account" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
  });

  it("signs in with the trimmed email, reads 'Loading...' while busy, greets and goes to the dashboard", async () => {
    let finish: () => void = () => {};
    sdk.signInWithEmailAndPassword.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderAuth();
    const user = await fill("  staff@example.com ", "secret1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("button", { name: "Loading..." })).toBeDisabled();
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, "staff@example.com", "secret1");
    finish();
    expect(await screen.findByTestId(`route:${paths.dashboard}`)).toBeInTheDocument();
    expect(screen.getByText("Welcome back!")).toBeInTheDocument();
    expect(screen.getByText("You have successfully logged in.")).toBeInTheDocument();
  });

  it("creates the account, sends the verification email back to the site root, says to check the inbox, signs out", async () => {
    renderAuth();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create one" }));
    await fill("new@example.com", "secret1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Account created!")).toBeInTheDocument();
    expect(
      screen.getByText("Check your inbox: we sent a link to confirm new@example.com. Open it, then sign in."),
    ).toBeInTheDocument();
    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, "new@example.com", "secret1");
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(
      { email: "new@example.com" },
      { url: `${window.location.origin}/` },
    );
    expect(sdk.signOut).toHaveBeenCalledWith(fakeAuth);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("");
  });

  it("still reports the account as created when the verification email cannot be sent", async () => {
    sdk.sendEmailVerification.mockRejectedValue(Object.assign(new Error("quota"), { code: "auth/quota-exceeded" }));
    renderAuth();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create one" }));
    await fill("new@example.com", "secret1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Account created!")).toBeInTheDocument();
    expect(screen.getByText("You can sign in now.")).toBeInTheDocument();
  });

  it.each([
    ["auth/invalid-credential", "The email or password is incorrect."],
    ["auth/wrong-password", "The email or password is incorrect."],
    ["auth/user-not-found", "The email or password is incorrect."],
    ["auth/too-many-requests", "Too many attempts. Please wait a few minutes and try again."],
    ["auth/network-request-failed", "Could not reach the sign-in service. Check your connection and try again."],
    ["auth/internal-error", "An error occurred during authentication."],
  ])("on %s shows an Error toast saying '%s' and keeps the form", async (code, message) => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(Object.assign(new Error(code), { code }));
    renderAuth();
    const user = await fill("staff@example.com", "secret1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("staff@example.com");
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled());
  });

  it.each([
    "auth/email-already-in-use",
    "auth/weak-password",
    "auth/password-does-not-meet-requirements",
    "auth/too-many-requests",
    "auth/invalid-email",
    "auth/network-request-failed",
    "auth/internal-error",
    "auth/operation-not-allowed",
  ])("answers a sign-up refused with %s with the one neutral message, saying nothing of why", async (code) => {
    sdk.createUserWithEmailAndPassword.mockRejectedValue(Object.assign(new Error(code), { code }));
    renderAuth();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create one" }));
    await fill("staff@example.com", "secret1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("The account could not be created.")).toBeInTheDocument();
    for (const telling of [
      /already exists|sign in instead/i,
      "Password must be at least 6 characters",
      /Too many attempts/,
      "Invalid email address",
      /Could not reach/,
      "An error occurred during authentication.",
    ]) {
      expect(screen.queryByText(telling)).toBeNull();
    }
    expect(screen.getByRole("heading", { level: 1, name: "Create Account" })).toBeInTheDocument();
  });

  it("says only that the account could not be created when the address is taken", async () => {
    const code = "auth/email-already-in-use";
    sdk.createUserWithEmailAndPassword.mockRejectedValue(Object.assign(new Error(code), { code }));
    renderAuth();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create one" }));
    await fill("staff@example.com", "secret1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("The account could not be created.")).toBeInTheDocument();
    expect(screen.queryByText(/already exists|sign in instead/i)).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Create Account" })).toBeInTheDocument();
  });
});
