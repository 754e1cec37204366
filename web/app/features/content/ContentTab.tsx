import type { ContentPageRow } from "@domain";
import { Button, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { LoadError } from "../../components/LoadError/LoadError";
import { LoadingState } from "../../components/LoadingState/LoadingState";
import { loadErrorMessage } from "../../lib/staff/loadError";
import { loadContentPages } from "./api";
import { PageEditor } from "./PageEditor";
import { stampText } from "./stamp";
import { MUTED } from "./stamp";

/**
 * The Content tab (issue 43): the site's editable pages with their last publish and pending draft; a page opens its
 * editor (form, draft, preview, publish, history). docs/content.md.
 */
export default function ContentTab() {
  const [pages, setPages] = useState<ContentPageRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<ContentPageRow | null>(null);

  const load = useCallback(async () => {
    setProblem(null);
    try {
      setPages((await loadContentPages()).pages);
    } catch (error) {
      setProblem(loadErrorMessage(error));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (open) {
    return (
      <PageEditor
        page={open}
        onBack={() => {
          setOpen(null);
          void load();
        }}
      />
    );
  }
  if (problem) return <LoadError message={problem} onRetry={() => void load()} />;
  if (!pages) return <LoadingState />;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="content-pages">
      <Stack gap="sm">
        <Title order={2} size="h4" id="content-pages">
          Pages
        </Title>
        <Text size="sm" c={MUTED}>
          Choose a page to change its copy, preview it, and publish it for every visitor. Each publish is kept in the
          page&apos;s history and can be rolled back.
        </Text>
        <Table.ScrollContainer minWidth={340}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Page</Table.Th>
                <Table.Th scope="col">Path</Table.Th>
                <Table.Th scope="col">Last published</Table.Th>
                <Table.Th scope="col">Draft</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pages.map((page) => (
                <Table.Tr key={page.id}>
                  <Table.Th scope="row">
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setOpen(page)}
                      aria-label={`Edit ${page.title}`}
                      styles={{
                        root: { height: "auto", whiteSpace: "normal", textAlign: "left" },
                        label: { whiteSpace: "normal" },
                      }}
                    >
                      {page.title}
                    </Button>
                  </Table.Th>
                  <Table.Td>
                    <code>{page.path}</code>
                  </Table.Td>
                  <Table.Td>
                    {page.live ? `Version ${page.live.version}, ${stampText(page.live)}` : "As built"}
                  </Table.Td>
                  <Table.Td>{page.draft ? `Pending: ${stampText(page.draft)}` : "None"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
