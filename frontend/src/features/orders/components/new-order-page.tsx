import { Container } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';

/**
 * Placeholder for the provider's New order screen (spec 2.7, New order / movement): only the
 * title for now; the order form comes later.
 */
export function NewOrderPage() {
  return (
    <Container component="section" size="lg">
      <PageHeader title="New order" />
    </Container>
  );
}
