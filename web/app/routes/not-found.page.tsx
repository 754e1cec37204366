import { useEffect } from "react";
import { useLocation } from "react-router";
import { ActionButton } from "../components/ActionButton/ActionButton";
import { Container, Text, Title } from "../components/ui";
import { paths } from "../config/paths";
import classes from "./not-found.module.css";

/** Any path not in the page registry. Hosting serves the prerendered copy as `404.html` with status 404. */
export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Container size="sm" className={classes.page}>
      <Text weight={800} className={classes.code} aria-hidden="true">
        404
      </Text>
      <Title order={1} className={classes.spaced}>
        Oops! Page not found
      </Title>
      <Text size="lg" tone="body" className={classes.spaced}>
        The page you were looking for has moved or never existed. Let&apos;s get you back on track.
      </Text>
      <ActionButton to={paths.home} size="md" className={classes.action}>
        Return to Home
      </ActionButton>
    </Container>
  );
}
