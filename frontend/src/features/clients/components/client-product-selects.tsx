import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAllProducts } from '../../../api/products';
import { useAllClients } from '../api/clients-api';
import { CLIENTS } from '../messages';

export interface ClientProductSelectsProps {
  providerId: string;
  clientId: string | null;
  productId: string | null;
  onClientChange: (clientId: string | null) => void;
  onProductChange: (productId: string | null) => void;
  lockClient?: boolean;
  lockProduct?: boolean;
  /** Names to show while the option lists load, or for a choice no longer listed. */
  clientName?: string;
  productName?: string;
  /** Messages under the selects (none chosen, or the server's refusal about it). */
  clientError?: string;
  productError?: string;
}

type Option = { value: string; label: string };

/**
 * The options, each id once (pages read one after another can overlap when rows are added in
 * between), plus the current choice when it is not listed (yet).
 */
function optionsWith(options: Option[], id: string | null, name: string | undefined): Option[] {
  const byId = new Map<string, Option>();
  if (id && name) byId.set(id, { value: id, label: name });
  for (const option of options) if (!byId.has(option.value)) byId.set(option.value, option);
  return [...byId.values()];
}

/** The Client and Product selects of the custom pricing and custom availability drawers. */
export function ClientProductSelects({
  providerId,
  clientId,
  productId,
  onClientChange,
  onProductChange,
  lockClient,
  lockProduct,
  clientName,
  productName,
  clientError,
  productError,
}: ClientProductSelectsProps) {
  const { t } = useTranslation(CLIENTS);
  const clients = useAllClients(providerId);
  const products = useAllProducts(providerId);
  const clientOptions = (clients.data ?? []).map((link) => ({
    value: link.client.id,
    label: link.client.name,
  }));
  const productOptions = (products.data ?? []).map((product) => ({
    value: product.id,
    label: product.name,
  }));

  return (
    <>
      <Select
        label={t('selects.client')}
        placeholder={t('selects.clientPlaceholder')}
        data={optionsWith(clientOptions, clientId, clientName)}
        value={clientId}
        error={clientError}
        onChange={onClientChange}
        disabled={lockClient}
        searchable
        nothingFoundMessage={clients.isPending ? t('selects.loading') : t('selects.noClients')}
      />
      <Select
        label={t('selects.product')}
        placeholder={t('selects.productPlaceholder')}
        data={optionsWith(productOptions, productId, productName)}
        value={productId}
        error={productError}
        onChange={onProductChange}
        disabled={lockProduct}
        searchable
        nothingFoundMessage={products.isPending ? t('selects.loading') : t('selects.noProducts')}
      />
    </>
  );
}
