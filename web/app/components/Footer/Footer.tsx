import { Link } from "react-router";
import { isContentPage } from "../../pages";
import { footerColumns } from "../../config/navigation";
import { mailto, site } from "../../config/site";
import { Icon } from "../Icon/Icon";
import { Container, Group, SimpleGrid, Stack, Text, Title } from "../ui";
import classes from "./Footer.module.css";

function ColumnTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h6" className={classes.columnTitle}>
      {children}
    </Title>
  );
}

/** The shared footer: page links, social links (new tab) and the contact block. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="xl" className={classes.inner}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xl">
          <Stack gap="xs">
            <Text weight={800} size="lg" className={classes.name}>
              {site.name}
            </Text>
            <Text size="sm">
              {site.tagline}. Certified local AI Coaches, training pathways, competitions, statewide events and software
              for Idaho communities.
            </Text>
          </Stack>
          {footerColumns.map((column) => (
            <Stack key={column.title} gap={6} component="nav" aria-label={`Footer: ${column.title}`}>
              <ColumnTitle>{column.title}</ColumnTitle>
              {column.links.map((link) => (
                <Link key={link.to} to={link.to} reloadDocument={isContentPage(link.to)} className={classes.link}>
                  {link.label}
                </Link>
              ))}
            </Stack>
          ))}
          <Stack gap={6}>
            <ColumnTitle>Contact</ColumnTitle>
            <a href={mailto} className={classes.link}>
              <Icon name="mail" size={16} /> {site.email}
            </a>
            <a href={site.phoneHref} className={classes.link}>
              <Icon name="phone" size={16} /> {site.phone}
            </a>
            <Text size="sm" className={classes.city}>
              <Icon name="pin" size={16} /> {site.city}
            </Text>
          </Stack>
        </SimpleGrid>
        <hr className={classes.divider} />
        <Group justify="space-between" gap="md">
          <Text size="sm" className={classes.copyright}>
            © {new Date().getFullYear()} {site.legalName}. All rights reserved.
          </Text>
          <Group gap="md" component="ul" aria-label="Social media">
            {site.social.map((account) => (
              <li key={account.name}>
                <a
                  href={account.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.link}
                  aria-label={`${site.name} on ${account.name} (opens in a new tab)`}
                >
                  {account.name}
                </a>
              </li>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
