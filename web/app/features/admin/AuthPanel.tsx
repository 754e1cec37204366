import { CredentialsSchema, validate, type Credentials } from "@domain";
import { Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { authErrorMessage } from "./authErrors";
import { LoadingState } from "./LoadingState";
import { notify } from "./notify";
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

/** Sign-in (the default) and sign-up on one card; an existing session goes straight to the dashboard. */
export function AuthPanel() {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(true);
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
        notify({
          tone: "success",
          title: "Account created!",
          message: verificationSent
            ? "We sent you a link to confirm your email address. You can sign in now."
            : "You can sign in now.",
        });
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
      notify({ tone: "error", title: "Error", message: authErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  if (checking) {
    return (
      <Container size="xs" py={{ base: 48, md: 96 }}>
        <LoadingState />
      </Container>
    );
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
        </form>
        <Text ta="center" mt="lg" size="sm">
          {copy.switchPrompt}{" "}
          <Anchor component="button" type="button" onClick={switchMode} disabled={busy} fw={600}>
            {copy.switchLink}
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
