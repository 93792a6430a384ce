import { Button, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportModal, ExportCsvButton } from '../../../components/csv-actions';
import { WhyDisabled } from '../../../components/why-disabled';
import { useRefusal } from '../../../lib/session';
import { supplierPricesPath } from '../api/supplier-prices-api';
import { suppliersPath, suppliersQueryKey } from '../api/suppliers-api';
import { PURCHASING } from '../messages';

/** Which file: the suppliers, or every supplier's prices. */
type CsvFile = 'suppliers' | 'prices';

/**
 * Export and Import for both files of the Suppliers screen: the suppliers, and their prices
 * (suppliers by name, products by SKU). The shared import dialog checks a file first (a dry run)
 * and imports it once no line is wrong.
 */
export function SupplierCsvButtons({ providerId }: { providerId: string }) {
  const { t } = useTranslation(PURCHASING);
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState<CsvFile | null>(null);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/suppliers/import');
  const files = {
    suppliers: { path: suppliersPath(providerId), noun: t('csv.suppliersNoun') },
    prices: { path: supplierPricesPath(providerId), noun: t('csv.pricesNoun') },
  } as const;

  return (
    <Group gap="xs">
      {(['suppliers', 'prices'] as const).map((file) => (
        // Each button wraps on its own: two side by side are wider than a phone in French.
        <Fragment key={file}>
          <ExportCsvButton
            path={`${files[file].path}/export`}
            noun={files[file].noun}
            label={t(`csv.export.${file}`)}
          />
          <WhyDisabled reason={refusal}>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} />}
              onClick={() => setImporting(file)}
              disabled={Boolean(refusal)}
            >
              {t(`csv.import.${file}`)}
            </Button>
          </WhyDisabled>
        </Fragment>
      ))}
      <CsvImportModal
        opened={importing !== null}
        onClose={() => setImporting(null)}
        basePath={files[importing ?? 'suppliers'].path}
        noun={files[importing ?? 'suppliers'].noun}
        onImported={() =>
          queryClient.invalidateQueries({ queryKey: suppliersQueryKey(providerId) })
        }
      />
    </Group>
  );
}
