import { Avatar, Group, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { Product } from '../api/products';

/** The Product column of the lists: thumbnail (or photo) and name. */
export function ProductNameCell({
  product,
}: {
  product: Pick<Product, 'name' | 'photo'> & Partial<Pick<Product, 'thumbnail'>>;
}) {
  const src = product.thumbnail ?? product.photo;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={src} alt="" radius="sm" size={36}>
        <IconPhoto size={18} />
      </Avatar>
      <Text size="sm">{product.name}</Text>
    </Group>
  );
}
