import { Box, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the list asks for what was typed. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The longest search the server takes (MAX_SEARCH_LENGTH). */
export const MAX_SEARCH_LENGTH = 100;

export interface ListSearchProps {
  /** The search in the address (useListParams' `q`). */
  value: string;
  /** The search typed, once typing pauses (or at once on Enter or Clear). */
  onSearch: (text: string) => void;
  /** What it searches, for assistive technology: "Search orders". */
  label: string;
  /** What it finds, as an example: "Order number or client". */
  placeholder: string;
}

/**
 * A list's search box: what is typed goes to the list (and its address) once typing pauses for
 * SEARCH_DEBOUNCE_MS, or at once on Enter; Escape or the clear button empty it. A search changed
 * in the address (Back, a link, Clear filters) shows in the box.
 */
export function ListSearch({ value, onSearch, label, placeholder }: ListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // What this box last handed over: an address that says otherwise was changed elsewhere.
  const handed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value === handed.current) return;
    handed.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function hand(next: string) {
    clearTimeout(timer.current);
    if (next === handed.current) return;
    handed.current = next;
    onSearch(next);
  }

  function type(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => hand(next), SEARCH_DEBOUNCE_MS);
  }

  function clear() {
    setText('');
    hand('');
  }

  return (
    // Its own line on a phone; beside the list's filters on a wider screen.
    <Box role="search" aria-label={label} w={{ base: '100%', sm: 320 }}>
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          text ? <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={clear} /> : null
        }
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') hand(text);
          else if (event.key === 'Escape' && text) {
            event.preventDefault();
            clear();
          }
        }}
      />
    </Box>
  );
}
