/**
 * The search box of a list's title row: searches as one types (after a pause) and on Enter, with a clear button.
 * The term lives in the URL; when the URL changes from outside (back button, a link) the box shows its term.
 */
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface SearchBoxProps {
  /** The term in the URL. */
  value: string;
  onSearch: (key: string) => void;
  /** Placeholder and accessible name, e.g. 'Search by email'. */
  label: string;
}

export function SearchBox({ value, onSearch, label }: SearchBoxProps) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== typed.trim()) setTyped(value);
  }
  const searchLater = useDebouncedCallback((key: string) => onSearch(key.trim()), 350);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      rightSection={
        typed ? (
          <CloseButton
            aria-label="Clear search"
            onClick={() => {
              setTyped('');
              onSearch('');
            }}
          />
        ) : null
      }
      value={typed}
      onChange={(e) => {
        setTyped(e.currentTarget.value);
        searchLater(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(typed.trim());
      }}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
