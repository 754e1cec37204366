import { Badge, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { CARD_FEE, LAUNCH_PACKAGE_TYPES, LAUNCH_PACKAGES, formatUsd } from "@domain";
import { ActionButton } from "../../components/ActionButton/ActionButton";

/** The three Launch with AI packages, priced from the shared catalog, each with its Enroll button. */
export function LaunchPackageCards() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {LAUNCH_PACKAGE_TYPES.map((type) => {
          const item = LAUNCH_PACKAGES[type];
          return (
            <Card key={type} withBorder radius="lg" padding="xl">
              <Stack gap="sm" h="100%">
                <Title order={3} size="h4">
                  {item.name}
                </Title>
                <Text fz={32} fw={800} c="#0b1d3a">
                  {formatUsd(item.amountCents)}
                  {item.per ? (
                    <Text span fz="md" fw={600} c="#4a5872">
                      /{item.per}
                    </Text>
                  ) : null}
                </Text>
                <Badge variant="light" tt="none" w="fit-content">
                  {item.support}
                </Badge>
                <Text size="sm" c="#33415c">
                  {item.summary}
                </Text>
                <ActionButton to="#packages" mt="auto" aria-label={`Enroll in ${item.name}`}>
                  Enroll Now
                </ActionButton>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {CARD_FEE.enabled ? (
        <Text size="sm" c="#33415c">
          A {CARD_FEE.label} is added at checkout.
        </Text>
      ) : null}
    </Stack>
  );
}
