import { CredentialsSchema, validate, type Credentials } from "@domain";
import { Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { readSessionFlag } from "../../lib/sessionFlag";
import { useHydrated } from "../../lib/useHydrated";
import { authErrorMessage } from "./authErrors";
import { notify } from "../../lib/staff/notify";
import { currentUser, signIn, signUp } from "./session";

type Mode = "sign-in" | "sign-up";

const COPY = {
  "sign-in": {
    title: "Welcome Back",
    lead: "Sign in to review contact messages, coach applications and payments.",
    submit: "Sign In",
    switchPrompt: "Don't have an account?",
    switchLink: "Create one",
  },
  "sign-up": {
    title: "Create Account",
    lead: "Create an account with your email address. An administrator then grants it access to the dashboard.",
    submit: "Create Account",
    switchPrompt: "Already have an account?",
    switchLink: "Sign in",
  },
} as const;

/** What the sign-up toast says: where the confirmation link went, or only that the account exists. */
function signUpMessage(email: string, verificationSent: boolean): string {
  return verificationSent
    ? `Check your inbox: we sent a link to confirm ${email}. Open it, then sign in.`
    : "You can sign in now.";
}

/**
 * Sign-in (the default) and sign-up on one card, prerendered with the page: the fields stay disabled until React has
 * hydrated them and the session is known. A browser that says it is signed in (lib/sessionFlag.ts) has its session
 * checked, and an existing one goes straight to the dashboard; any other visitor gets the form without Firebase
 * loading first. Rendered on the client (the dashboard sent a visitor here), the form of a browser without the flag is
 * enabled from its first render, so the page renders once.
 */
export function AuthPanel() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [checking, setChecking] = useState(readSessionFlag);
  const waiting = !hydrated || checking;
  const [mode, setMode] = useState<Mode>("sign-in");
  const [busy, setBusy] = useState(false);
  const form = useForm<Credentials>({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: (values) => {
      const result = validate(CredentialsSchema, values);
      return result.success ? {} : result.errors;
    },
  });

  useEffect(() => {
    let active = true;
    if (!readSessionFlag()) {
      setChecking(false);
      return;
    }
    currentUser().then(
      (user) => {
        if (!active) return;
        if (user) navigate(paths.dashboard, { replace: true });
        else setChecking(false);
      },
      () => active && setChecking(false),
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  function switchMode() {
    setMode((current) => (current === "sign-in" ? "sign-up" : "sign-in"));
    form.reset();
  }

  async function submit(values: Credentials) {
    const parsed = validate(CredentialsSchema, values);
    if (!parsed.success) return;
    const { email, password } = parsed.output;
    setBusy(true);
    try {
      if (mode === "sign-up") {
        const { verificationSent } = await signUp(email, password);
        notify({ tone: "success", title: "Account created!", message: signUpMessage(email, verificationSent) });
        setMode("sign-in");
        form.reset();
      } else {
        await signIn(email, password);
        notify({
          tone: "success",
          title: "Welcome back!",
          message: "You have successfully logged in.",
        });
        navigate(paths.dashboard);
      }
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: authErrorMessage(failure, mode) });
    } finally {
      setBusy(false);
    }
  }

  const copy = COPY[mode];
  return (
    <Container size={440} py={{ base: 48, md: 96 }}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        <Title order={1} size="h2" ta="center">
          {copy.title}
        </Title>
        <Text ta="center" mt="xs" c="#33415c">
          {copy.lead}
        </Text>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          {/* Disabled in the served HTML: React would reset what a visitor typed before it hydrated the fields. */}
          <fieldset disabled={waiting} style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
            <Stack gap="md" mt="xl">
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                required
                key={form.key("email")}
                {...form.getInputProps("email")}
              />
              <PasswordInput
                label="Password"
                autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
                required
                key={form.key("password")}
                {...form.getInputProps("password")}
              />
              <Button type="submit" fullWidth size="md" disabled={busy}>
                {busy ? "Loading..." : copy.submit}
              </Button>
            </Stack>
          </fieldset>
        </form>
        <Text ta="center" mt="lg" size="sm">
          {copy.switchPrompt}{" "}
          <Anchor component="button" type="button" onClick={switchMode} disabled={busy || waiting} fw={600}>
            {copy.switchLink}
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
