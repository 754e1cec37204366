export { Container, Group, SimpleGrid, Split, Stack, cx } from "./layout";
export { Alert, Badge, IconTile, Paper } from "./surfaces";
export { Text, Title, VisuallyHidden } from "./typography";
