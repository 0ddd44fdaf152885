/**
 * Pick registered customers by email (private restaurants, exclusive deals, coupons …): a multi-select whose
 * suggestions come from GET /user/search as the user types (debounced). The suggestion list hides 200 ms after
 * the input loses focus (the spec's calls), so a click on a suggestion still lands.
 */
import { Badge, Combobox, Group, Loader, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { providerLabel, userSearchRoutes } from '../../contract/user-search/routes';
import { callApi } from '../lib/api-client';

export interface PickedUser {
  _id: string;
  Email: string;
}

interface UserSearchProps {
  label: string;
  value: PickedUser[];
  onChange: (users: PickedUser[]) => void;
  placeholder?: string;
}

/** How long the suggestions stay after the input loses focus. */
export const HIDE_AFTER_BLUR_MS = 200;
const DEBOUNCE_MS = 250;

const userSearchKeys = { all: ['user-search'] as const, key: (key: string) => ['user-search', key] as const };

export function UserSearch({ label, value, onChange, placeholder = 'Search by email' }: UserSearchProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [key] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const suggestions = useQuery({
    queryKey: userSearchKeys.key(key),
    queryFn: ({ signal }) => callApi(userSearchRoutes.search, { query: { key }, signal }),
    enabled: key.length > 0,
    staleTime: 30_000,
  });
  const picked = new Set(value.map((u) => u._id));
  const options = (suggestions.data?.data ?? []).filter((u) => !picked.has(u._id));

  function pick(id: string) {
    const user = suggestions.data?.data.find((u) => u._id === id);
    if (user && !picked.has(id)) onChange([...value, { _id: user._id, Email: user.Email }]);
    setSearch('');
  }
  const remove = (id: string) => onChange(value.filter((u) => u._id !== id));

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          onClick={() => combobox.openDropdown()}
          rightSection={suggestions.isFetching ? <Loader size={16} /> : null}
        >
          <Pill.Group>
            {value.map((u) => (
              <Pill
                key={u._id}
                withRemoveButton
                onRemove={() => remove(u._id)}
                removeButtonProps={{ 'aria-label': `Remove ${u.Email}` }}
              >
                {u.Email}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                aria-label={label}
                placeholder={value.length ? undefined : placeholder}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onFocus={() => {
                  clearTimeout(hideTimer.current);
                  combobox.openDropdown();
                }}
                onBlur={() => {
                  clearTimeout(hideTimer.current);
                  hideTimer.current = setTimeout(() => combobox.closeDropdown(), HIDE_AFTER_BLUR_MS);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Backspace' && search.length === 0 && value.length) {
                    e.preventDefault();
                    remove(value[value.length - 1]._id);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={key.length === 0}>
        <Combobox.Options aria-label={`${label} suggestions`}>
          {options.map((u) => (
            <Combobox.Option value={u._id} key={u._id}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {u.Email}
                </Text>
                <Badge size="xs" variant="light">
                  {providerLabel(u.Provider)}
                </Badge>
              </Group>
            </Combobox.Option>
          ))}
          {key.length > 0 && !suggestions.isFetching && options.length === 0 && (
            <Combobox.Empty>{suggestions.isError ? suggestions.error.message : 'No results found'}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
