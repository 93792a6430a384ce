import { Alert, Button, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { components } from '../api/openapi-types';
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

/** "1 client", "2 clients": `noun` is the plural; the singular drops its final s. */
function countOf(count: number, noun: string): string {
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
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      saveBlob(await apiBlob(path), `${noun}.csv`);
    } catch {
      notifyError(`There was an error exporting the ${noun}, please try again.`);
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
      {label ?? 'Export CSV'}
    </Button>
  );
}

/** The Export CSV and Import CSV buttons of a list screen. */
export function CsvActions({ basePath, noun, onImported, importDisabledReason }: CsvButtonsProps) {
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
          Import CSV
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
      setFailure(failureText(error, 'There was an error reading the file, please try again.'));
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
      setFailure(failureText(error, `There was an error importing the ${noun}, please try again.`));
    } finally {
      setBusy(null);
    }
  }

  const canImport = Boolean(preview && preview.errors.length === 0 && preview.valid > 0 && !result);

  return (
    <Modal opened={opened} onClose={close} title={`Import ${noun} from CSV`} size="lg">
      <Stack gap="sm">
        <FileInput
          label="CSV file"
          placeholder="Choose a file"
          accept=".csv,text/csv"
          value={file}
          onChange={choose}
          disabled={busy !== null}
          clearable
        />
        {busy ? (
          <Stack gap={4}>
            <Text size="sm">
              {busy === 'checking' ? 'Checking the file…' : `Importing ${noun}…`}
            </Text>
            <Progress value={100} animated striped aria-label="Import progress" />
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
            {`${countOf(result.imported, noun)} imported.`}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy !== null}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          {result ? null : (
            <Button onClick={runImport} disabled={!canImport} loading={busy === 'importing'}>
              Import
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportPreview({ report, noun }: { report: ImportReport; noun: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        {`${report.valid} of ${countOf(report.total, noun)} ${report.valid === 1 ? 'is' : 'are'} ready to import.`}
      </Text>
      {report.errors.length > 0 ? (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title="Fix these lines and choose the file again"
        >
          <List size="sm" spacing={2}>
            {report.errors.map((error) => (
              <List.Item key={`${error.line}-${error.message}`}>
                {`Line ${error.line}: ${error.message}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
