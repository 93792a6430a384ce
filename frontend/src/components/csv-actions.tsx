import { Alert, Button, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../api/openapi-types';
import { i18n } from '../i18n';
import { ApiError, apiBlob, apiPost, serverMessage } from '../lib/api-client';
import { notifyError } from '../lib/notify';
import { WhyDisabled } from './why-disabled';

/** What an import answers: the lines checked, their problems, and how many were written. */
export type ImportReport = components['schemas']['ImportReportResponse'];

export interface CsvActionsProps {
  /** The API path of the resource, e.g. /provider/{pid}/products. */
  basePath: string;
  /** Plural noun for the messages and the file name, e.g. "products". */
  noun: string;
  /** After a real import wrote rows (to refresh the list). */
  onImported: () => void;
}

export interface CsvButtonsProps extends CsvActionsProps {
  /** Why the member may not import: Import CSV is disabled, with this as its tooltip. */
  importDisabledReason?: string | null;
}

/**
 * The lists' nouns (their files' names) and their words in the catalog: `csv.nouns.<key>`, and
 * for the lists that import, `csv.rows.<key>` counts their rows.
 */
const NOUN_KEYS = {
  clients: 'clients',
  inventory: 'inventory',
  'lot-movements': 'lotMovements',
  lots: 'lots',
  movements: 'movements',
  orders: 'orders',
  products: 'products',
  'reorder points': 'reorderPoints',
  transfers: 'transfers',
} as const;
const ROW_KEYS = {
  clients: 'clients',
  products: 'products',
  'reorder points': 'reorderPoints',
} as const;

/** A list's noun in the language on screen; one the catalog does not know, as it is. */
function nounText(noun: string): string {
  const key = NOUN_KEYS[noun as keyof typeof NOUN_KEYS];
  return key ? i18n.t(`csv.nouns.${key}`) : noun;
}

/** "1 client", "2 clients": `noun` is the plural; for a noun the catalog does not know, the singular drops its final s. */
function countOf(count: number, noun: string): string {
  const key = ROW_KEYS[noun as keyof typeof ROW_KEYS];
  if (key) return i18n.t(`csv.rows.${key}`, { count });
  return `${count} ${count === 1 ? noun.replace(/s$/, '') : noun}`;
}

function isReport(value: unknown): value is ImportReport {
  const candidate = value as Partial<ImportReport> | null | undefined;
  return typeof candidate?.total === 'number' && Array.isArray(candidate.errors);
}

/** Posts the file as text/csv; a 400 refusal carries the same report, which is returned. */
async function sendCsv(basePath: string, file: File, dryRun: boolean): Promise<ImportReport> {
  const csv = file.slice(0, file.size, 'text/csv');
  try {
    return await apiPost<ImportReport>(`${basePath}/import?dry_run=${dryRun}`, csv);
  } catch (error) {
    if (error instanceof ApiError && isReport(error.body)) return error.body;
    throw error;
  }
}

/** A refusal says why (a custom-field column the member may not set); anything else, `fallback`. */
function failureText(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status === 403;
  return (refused ? serverMessage(error.body) : undefined) ?? fallback;
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface ExportCsvButtonProps {
  /** The API path of the file, e.g. /provider/{pid}/orders/export.csv?type=IN. */
  path: string;
  /** Plural noun for the message and the file name, e.g. "orders". */
  noun: string;
  disabled?: boolean;
  /** The button's text where "Export CSV" alone would not say which rows (default: Export CSV). */
  label?: string;
}

/** Export CSV: downloads the list's rows (the server streams them) as `{noun}.csv`. */
export function ExportCsvButton({ path, noun, disabled, label }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      saveBlob(await apiBlob(path), `${noun}.csv`);
    } catch {
      notifyError(t('csv.exportError', { noun: nounText(noun) }));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} />}
      loading={exporting}
      disabled={disabled}
      onClick={exportCsv}
    >
      {label ?? t('csv.export')}
    </Button>
  );
}

/** The Export CSV and Import CSV buttons of a list screen. */
export function CsvActions({ basePath, noun, onImported, importDisabledReason }: CsvButtonsProps) {
  const { t } = useTranslation();
  const [importOpen, setImportOpen] = useState(false);

  return (
    <>
      <ExportCsvButton path={`${basePath}/export.csv`} noun={noun} />
      <WhyDisabled reason={importDisabledReason}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconUpload size={14} />}
          onClick={() => setImportOpen(true)}
          disabled={Boolean(importDisabledReason)}
        >
          {t('csv.import')}
        </Button>
      </WhyDisabled>
      <CsvImportModal
        opened={importOpen}
        onClose={() => setImportOpen(false)}
        basePath={basePath}
        noun={noun}
        onImported={onImported}
      />
    </>
  );
}

interface CsvImportModalProps extends CsvActionsProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Choose a file: it is sent as a dry run and its errors are listed by line; Import then does the
 * real import, which the server refuses while any line has an error.
 */
export function CsvImportModal({
  opened,
  onClose,
  basePath,
  noun,
  onImported,
}: CsvImportModalProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function reset() {
    setFile(null);
    setPreview(null);
    setResult(null);
    setFailure(null);
  }

  function close() {
    if (busy) return;
    reset();
    onClose();
  }

  async function choose(chosen: File | null) {
    reset();
    setFile(chosen);
    if (!chosen) return;
    setBusy('checking');
    try {
      setPreview(await sendCsv(basePath, chosen, true));
    } catch (error) {
      setFailure(failureText(error, t('csv.readError')));
    } finally {
      setBusy(null);
    }
  }

  async function runImport() {
    if (!file) return;
    setBusy('importing');
    setFailure(null);
    try {
      const report = await sendCsv(basePath, file, false);
      if (report.errors.length > 0) setPreview(report);
      else {
        setResult(report);
        onImported();
      }
    } catch (error) {
      setFailure(failureText(error, t('csv.importError', { noun: nounText(noun) })));
    } finally {
      setBusy(null);
    }
  }

  const canImport = Boolean(preview && preview.errors.length === 0 && preview.valid > 0 && !result);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('csv.importTitle', { noun: nounText(noun) })}
      size="lg"
    >
      <Stack gap="sm">
        <FileInput
          label={t('csv.file')}
          placeholder={t('csv.chooseFile')}
          accept=".csv,text/csv"
          value={file}
          onChange={choose}
          disabled={busy !== null}
          clearable
        />
        {busy ? (
          <Stack gap={4}>
            <Text size="sm">
              {busy === 'checking'
                ? t('csv.checking')
                : t('csv.importing', { noun: nounText(noun) })}
            </Text>
            <Progress value={100} animated striped aria-label={t('csv.progress')} />
          </Stack>
        ) : null}
        {failure ? (
          <Alert role="alert" color="red" variant="light">
            {failure}
          </Alert>
        ) : null}
        {preview && !result ? <ImportPreview report={preview} noun={noun} /> : null}
        {result ? (
          <Alert role="status" color="teal" variant="light">
            {t('csv.imported', { rows: countOf(result.imported, noun) })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy !== null}>
            {result ? t('actions.close') : t('actions.cancel')}
          </Button>
          {result ? null : (
            <Button onClick={runImport} disabled={!canImport} loading={busy === 'importing'}>
              {t('csv.importButton')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportPreview({ report, noun }: { report: ImportReport; noun: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('csv.ready', { count: report.valid, rows: countOf(report.total, noun) })}
      </Text>
      {report.errors.length > 0 ? (
        <Alert role="alert" color="red" variant="light" title={t('csv.fixLines')}>
          <List size="sm" spacing={2}>
            {report.errors.map((error) => (
              <List.Item key={`${error.line}-${error.message}`}>
                {t('csv.lineError', { line: error.line, message: error.message })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
