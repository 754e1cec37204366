import { Container, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { ActionButton } from "../components/ActionButton/ActionButton";
import { paths } from "../config/paths";

/** Any path not in the page registry. Hosting serves the prerendered copy as `404.html` with status 404. */
export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Container size="sm" py={{ base: 72, md: 120 }} ta="center">
      <Text fw={800} size="4rem" c="sky.8" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} mt="md">
        Oops! Page not found
      </Title>
      <Text mt="md" size="lg" c="#33415c">
        The page you were looking for has moved or never existed. Let&apos;s get you back on track.
      </Text>
      <ActionButton to={paths.home} mt="xl" size="md">
        Return to Home
      </ActionButton>
    </Container>
  );
}
