import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Select, SimpleGrid, type SelectProps } from '@mantine/core';
import type { TimezoneCountry } from '@hearth/contract';
import { browserRegions, countryHasZone, countryOfZone, zoneAfterCountryChange } from './time-zone-choice';

interface TimeZonePickerProps {
  countries: readonly TimezoneCountry[];
  value: string | null;
  onChange: (zoneId: string | null) => void;
  loading?: boolean;
  error?: string;
  /** Told the country shown (ISO 3166 code), as it changes: a new family's currency follows it. */
  onCountry?: (countryCode: string | null) => void;
}

/**
 * The picker's search box: on entering it, the chosen name moves to the placeholder and the box empties,
 * so that typing searches ('Austral') instead of appending to the name shown ('United KingdomAustral').
 * Leaving it without a choice shows the chosen name again. Enter picks the highlighted option and never
 * submits the form around the picker.
 */
function SearchSelect({
  data,
  value,
  placeholder,
  ...props
}: SelectProps & { data: { value: string; label: string }[] }) {
  const [search, setSearch] = useState<string | null>(null);
  const chosen = data.find((option) => option.value === value)?.label;
  const keepFormOpen = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <Select
      searchable
      selectFirstOptionOnChange
      // Clicking the chosen option again must not quietly empty a field the form needs.
      allowDeselect={false}
      data={data}
      value={value}
      placeholder={search !== null && chosen ? chosen : placeholder}
      searchValue={search ?? chosen ?? ''}
      onSearchChange={(next) => setSearch((current) => (current === null ? null : next))}
      onFocus={() => setSearch('')}
      onBlur={() => setSearch(null)}
      onKeyDown={keepFormOpen}
      {...props}
    />
  );
}

/** A country first, then one of that country's time zones. */
export function TimeZonePicker({ countries, value, onChange, loading = false, error, onCountry }: TimeZonePickerProps) {
  const regions = useMemo(() => browserRegions(), []);
  const [countryCode, setCountryCode] = useState<string | null>(() => countryOfZone(countries, value, regions));

  // The zone (or the countries) may arrive after mount (saved user, browser default): the country follows
  // the zone unless the chosen country has it. Set while rendering, as state that follows a prop is.
  if (value && !(countryCode && countryHasZone(countries, countryCode, value))) {
    const followed = countryOfZone(countries, value, regions);
    if (followed !== countryCode) setCountryCode(followed);
  }

  useEffect(() => onCountry?.(countryCode), [countryCode, onCountry]);

  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.countryCode, label: country.countryName })),
    [countries],
  );
  const zoneOptions = useMemo(() => {
    const country = countries.find((candidate) => candidate.countryCode === countryCode);
    return (country?.timezones ?? []).map((zone) => ({
      value: zone.id,
      label: `${zone.name} (UTC${zone.utcOffset})`,
    }));
  }, [countries, countryCode]);

  const chooseCountry = (code: string | null) => {
    setCountryCode(code);
    onChange(zoneAfterCountryChange(countries, code, value));
  };

  return (
    // Side by side only where the box is wide enough to show a whole country and zone name.
    <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm">
      <SearchSelect
        label="Country"
        placeholder={loading ? 'Loading countries…' : 'Pick a country'}
        data={countryOptions}
        value={countryCode}
        onChange={chooseCountry}
        nothingFoundMessage="No such country"
        disabled={loading}
        error={error && !countryCode ? error : undefined}
      />
      <SearchSelect
        label="Time Zone"
        placeholder={countryCode ? 'Pick a time zone' : 'Pick a country first'}
        data={zoneOptions}
        value={value}
        onChange={onChange}
        nothingFoundMessage="No such time zone"
        disabled={!countryCode}
        error={error && countryCode ? error : undefined}
      />
    </SimpleGrid>
  );
}
