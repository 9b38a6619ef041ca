import { useEffect, useMemo, useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import type { TimezoneCountry } from '@hearth/contract';
import { browserRegions, countryHasZone, countryOfZone, zoneAfterCountryChange } from './time-zone-choice';

interface TimeZonePickerProps {
  countries: readonly TimezoneCountry[];
  value: string | null;
  onChange: (zoneId: string | null) => void;
  loading?: boolean;
  error?: string;
}

/** A country first, then one of that country's time zones. */
export function TimeZonePicker({ countries, value, onChange, loading = false, error }: TimeZonePickerProps) {
  const regions = useMemo(browserRegions, []);
  const [countryCode, setCountryCode] = useState<string | null>(() => countryOfZone(countries, value, regions));

  // The zone may arrive after mount (saved user, browser default): follow it unless the chosen country has it.
  useEffect(() => {
    if (value && !(countryCode && countryHasZone(countries, countryCode, value))) {
      setCountryCode(countryOfZone(countries, value, regions));
    }
  }, [countries, value, countryCode, regions]);

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
      <Select
        label="Country"
        placeholder={loading ? 'Loading countries…' : 'Pick a country'}
        data={countryOptions}
        value={countryCode}
        onChange={chooseCountry}
        searchable
        nothingFoundMessage="No such country"
        disabled={loading}
        error={error && !countryCode ? error : undefined}
      />
      <Select
        label="Time Zone"
        placeholder={countryCode ? 'Pick a time zone' : 'Pick a country first'}
        data={zoneOptions}
        value={value}
        onChange={onChange}
        searchable
        disabled={!countryCode}
        error={error && countryCode ? error : undefined}
      />
    </SimpleGrid>
  );
}
