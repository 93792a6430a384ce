import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../lib/format';
import { useRouteFormats } from '../lib/use-formats';

/** A moment as a datetime-local input shows it: the browser's local time, to the second. */
function toLocalInput(iso: string): string {
  return localDateTime(new Date(iso));
}

export interface AsOfPickerProps {
  /** The moment shown (ISO), or undefined for live figures. */
  value: string | undefined;
  onChange: (moment: string | undefined) => void;
  /**
   * With a moment: the figures as known then (ISO), undefined for as known now; offered when
   * `onKnownAtChange` is given.
   */
  knownAt?: string;
  onKnownAtChange?: (moment: string | undefined) => void;
}

/** A datetime-local input for an optional moment: typed locally, answered as ISO or undefined. */
export function MomentInput({
  label,
  value,
  onChange,
  max,
  error,
}: {
  label: string;
  value: string | undefined;
  onChange: (moment: string | undefined) => void;
  /** The latest moment it takes (ISO). */
  max?: string;
  /** A message under the input (e.g. a moment in the future refused). */
  error?: string;
}) {
  const [draft, setDraft] = useState(value ? toLocalInput(value) : '');
  useEffect(() => {
    setDraft(value ? toLocalInput(value) : '');
  }, [value]);
  return (
    <TextInput
      type="datetime-local"
      label={label}
      step={1}
      value={draft}
      max={max ? toLocalInput(max) : undefined}
      error={error}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setDraft(typed);
        if (!typed) onChange(undefined);
        const moment = typed ? new Date(typed) : null;
        if (moment && !Number.isNaN(moment.getTime())) onChange(moment.toISOString());
      }}
      w={260}
    />
  );
}

/**
 * The "As of" date and time (local, to the second) a screen shows its figures at; while one is
 * set, a banner marks the view as historical and Back to live clears it.
 */
export function AsOfPicker({ value, onChange, knownAt, onKnownAtChange }: AsOfPickerProps) {
  const { t } = useTranslation();
  const fmt = useRouteFormats();
  // What is typed: a half-typed moment (some fields still empty) changes nothing shown.
  const [draft, setDraft] = useState(value ? toLocalInput(value) : '');
  useEffect(() => {
    setDraft(value ? toLocalInput(value) : '');
  }, [value]);

  function change(typed: string) {
    setDraft(typed);
    // datetime-local answers '' until every field holds a value; local time, read as such.
    const moment = typed ? new Date(typed) : null;
    if (moment && !Number.isNaN(moment.getTime())) onChange(moment.toISOString());
  }

  return (
    <>
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          type="datetime-local"
          label={t('asOf.label')}
          step={1}
          value={draft}
          onChange={(event) => change(event.currentTarget.value)}
          w={260}
        />
        {value && onKnownAtChange ? (
          <MomentInput label={t('asOf.knownAt')} value={knownAt} onChange={onKnownAtChange} />
        ) : null}
        {value ? (
          <Button variant="default" onClick={() => onChange(undefined)}>
            {t('asOf.backToLive')}
          </Button>
        ) : null}
      </Group>
      {value ? (
        <Alert
          role="status"
          color="yellow"
          variant="light"
          icon={<IconHistory size={18} />}
          title={
            knownAt
              ? t('asOf.titleKnownAt', {
                  moment: fmt.moment(value),
                  knownAt: fmt.moment(knownAt),
                })
              : t('asOf.title', { moment: fmt.moment(value) })
          }
          mb="md"
        >
          {t('asOf.body')}
        </Alert>
      ) : null}
    </>
  );
}
