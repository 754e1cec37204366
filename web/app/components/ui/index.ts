export { Container, Group, SimpleGrid, Split, Stack, cx, space, type ContainerSize, type Space } from "./layout";
export { Badge, IconTile, Paper } from "./surfaces";
export { Text, Title, VisuallyHidden, type TextTone } from "./typography";
