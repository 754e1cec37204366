import { ROLE_LABELS, type Role } from "@domain";
import {
  Alert,
  Button,
  Container,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { User } from "firebase/auth";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { site } from "../../config/site";
import { firebaseClient } from "../../lib/firebase";
import { useHydrated } from "../../lib/useHydrated";
import { acceptInvitation, teamErrorMessage } from "./api";

async function authSdk() {
  const [{ auth }, sdk] = await Promise.all([firebaseClient(), import("firebase/auth")]);
  return { auth, sdk };
}

/** The token of the link (`/join#token=…`): in the fragment, which no server or log ever receives. */
function tokenOfLocation(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
}

type Step =
  | { name: "loading" }
  | { name: "no-token" }
  | { name: "signed-out" }
  | { name: "unverified"; user: User }
  | { name: "ready"; user: User }
  | { name: "joined"; role: Role };

/** Firebase Auth's refusals, said plainly (never whether an address has an account). */
function authProblem(error: unknown, creating: boolean): string {
  const code = (error as { code?: string }).code ?? "";
  if (code === "auth/weak-password") return "Choose a password of at least 6 characters.";
  if (code === "auth/too-many-requests") return "Too many attempts. Please wait a few minutes and try again.";
  if (code === "auth/network-request-failed") return "Could not reach the sign-in service. Check your connection.";
  return creating
    ? "The account could not be created. If you already have one with this address, sign in instead."
    : "The email or password is incorrect.";
}

/**
 * /join: where an invitation link leads. Signed out, the invitee creates an account (or signs in) with the invited
 * address; a new account gets a verification mail whose link returns here; once the address is verified, "Join the
 * team" accepts the invitation on the server (which checks the address, the link and its expiry) and the dashboard
 * opens with the invited role.
 */
export function AcceptInvitation() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>({ name: "loading" });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!tokenOfLocation()) {
      setStep({ name: "no-token" });
      return;
    }
    let stop: (() => void) | undefined;
    let active = true;
    authSdk().then(
      ({ auth, sdk }) => {
        if (!active) return;
        stop = sdk.onAuthStateChanged(auth, (user) => {
          if (!user) setStep({ name: "signed-out" });
          else setStep(user.emailVerified ? { name: "ready", user } : { name: "unverified", user });
        });
      },
      () => setProblem("The sign-in service could not be loaded. Reload the page to try again."),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, []);

  async function act(work: () => Promise<void>, problemOf: (error: unknown) => string) {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  const verificationSettings = () => ({ url: window.location.href });

  function submit(event: FormEvent, creating: boolean) {
    event.preventDefault();
    void act(
      async () => {
        const { auth, sdk } = await authSdk();
        if (creating) {
          const { user } = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
          await sdk.sendEmailVerification(user, verificationSettings());
          setStep({ name: "unverified", user });
        } else {
          await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
        }
      },
      (error) => authProblem(error, creating),
    );
  }

  const checkVerified = (user: User) =>
    act(
      async () => {
        await user.reload();
        if (user.emailVerified) setStep({ name: "ready", user });
        else setNotice("Not verified yet: open the link in the verification e-mail first.");
      },
      () => "Could not check your address. Please try again.",
    );

  const resendVerification = (user: User) =>
    act(
      async () => {
        const { sdk } = await authSdk();
        await sdk.sendEmailVerification(user, verificationSettings());
        setNotice(`A new verification link was sent to ${user.email ?? "your address"}.`);
      },
      (error) => authProblem(error, true),
    );

  const join = (user: User) =>
    act(
      async () => {
        // A token that says the address is verified (the one from sign-up may predate the verification).
        await user.getIdToken(true);
        const { role } = await acceptInvitation(tokenOfLocation());
        await user.getIdToken(true);
        setStep({ name: "joined", role });
        navigate(paths.dashboard, { replace: true });
      },
      (error) => teamErrorMessage(error, "The invitation could not be accepted. Please try again."),
    );

  const signOut = () =>
    act(
      async () => {
        const { auth, sdk } = await authSdk();
        await sdk.signOut(auth);
      },
      () => "Could not sign out. Please try again.",
    );

  return (
    <Container size={480} py={{ base: 48, md: 96 }}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        <Title order={1} size="h2" ta="center">
          Join the team
        </Title>
        {/* What the page is for, the same at every step: the prerendered card already shows it, so what comes after
            hydration (the form, a refusal) is smaller than what the visitor first saw, and nothing is rewritten. */}
        <Text mt="md" ta="center" c="#33415c">
          You have been invited to the {site.name} team. Create your account, or sign in, with the address the
          invitation was sent to. Once that address is verified, you join with the role you were invited for.
        </Text>
        <Stack gap="md" mt="lg">
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          {notice ? (
            <Text role="status" size="sm">
              {notice}
            </Text>
          ) : null}
          {step.name === "loading" ? (
            <Text role="status" ta="center">
              {hydrated ? "Checking your invitation..." : "Loading..."}
            </Text>
          ) : null}
          {step.name === "no-token" ? (
            <Alert color="red" variant="light" role="alert">
              This invitation link is incomplete. Open the whole link from the invitation e-mail, or ask for a new
              invitation.
            </Alert>
          ) : null}
          {step.name === "signed-out" ? (
            <form onSubmit={(event) => submit(event, true)} noValidate>
              <Stack gap="sm">
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Button type="submit" loading={busy}>
                    Create account
                  </Button>
                  <Button variant="default" disabled={busy} onClick={(event) => submit(event, false)}>
                    Sign in
                  </Button>
                </SimpleGrid>
              </Stack>
            </form>
          ) : null}
          {step.name === "unverified" ? (
            <>
              <Text>
                We sent a verification link to <strong>{step.user.email}</strong>. Open it, then come back to this page
                (the link brings you here).
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Button loading={busy} onClick={() => void checkVerified(step.user)}>
                  I have verified my address
                </Button>
                <Button variant="default" disabled={busy} onClick={() => void resendVerification(step.user)}>
                  Send the link again
                </Button>
              </SimpleGrid>
            </>
          ) : null}
          {step.name === "ready" ? (
            <>
              <Text>
                Signed in as <strong>{step.user.email}</strong>.
              </Text>
              <Button loading={busy} onClick={() => void join(step.user)}>
                Join the team
              </Button>
            </>
          ) : null}
          {step.name === "joined" ? <Text role="status">Welcome! You joined as {ROLE_LABELS[step.role]}.</Text> : null}
          {step.name === "unverified" || step.name === "ready" ? (
            <Button variant="subtle" disabled={busy} onClick={() => void signOut()}>
              Use another account
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
