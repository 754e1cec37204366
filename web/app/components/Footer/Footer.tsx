import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { footerColumns } from "../../config/navigation";
import { mailto, site } from "../../config/site";
import { Icon } from "../Icon/Icon";
import classes from "./Footer.module.css";

/** The shared footer: page links, social links (new tab) and the contact block. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xl">
          <Stack gap="xs" className={classes.brand}>
            <Text fw={800} size="lg" c="white">
              {site.name}
            </Text>
            <Text size="sm" c="gray.3">
              {site.tagline}. Certified local AI Coaches, training pathways, competitions, statewide events and software
              for Idaho communities.
            </Text>
          </Stack>
          {footerColumns.map((column) => (
            <Stack key={column.title} gap={6} component="nav" aria-label={`Footer: ${column.title}`}>
              <Title order={2} size="h6" c="white" tt="uppercase" lts={1}>
                {column.title}
              </Title>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
          <Stack gap={6}>
            <Title order={2} size="h6" c="white" tt="uppercase" lts={1}>
              Contact
            </Title>
            <Anchor href={mailto} className={classes.link}>
              <Icon name="mail" size={16} /> {site.email}
            </Anchor>
            <Anchor href={site.phoneHref} className={classes.link}>
              <Icon name="phone" size={16} /> {site.phone}
            </Anchor>
            <Text size="sm" c="gray.3" className={classes.city}>
              <Icon name="pin" size={16} /> {site.city}
            </Text>
          </Stack>
        </SimpleGrid>
        <Divider my="xl" color="gray.7" />
        <Group justify="space-between" gap="md">
          <Text size="sm" c="gray.4">
            © {new Date().getFullYear()} {site.legalName}. All rights reserved.
          </Text>
          <Group gap="md" component="ul" className={classes.social} aria-label="Social media">
            {site.social.map((account) => (
              <li key={account.name}>
                <Anchor
                  href={account.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.link}
                  aria-label={`${site.name} on ${account.name} (opens in a new tab)`}
                >
                  {account.name}
                </Anchor>
              </li>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
