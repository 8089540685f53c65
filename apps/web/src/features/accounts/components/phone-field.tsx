import { Group, NativeSelect, TextInput, type TextInputProps } from '@mantine/core';
import { PHONE_COUNTRIES, PHONE_COUNTRY_CODES, formatPhone, normalizePhone, parsePhone, type PhoneCountry } from '@plataforma/shared';
import { useEffect, useState } from 'react';

type PhoneFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> & {
  /** The stored value: country prefix plus digits ('5541998765432'), or '' / null. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Accessible name of the country select. */
  countryLabel: string;
};

/**
 * Phone input of the shared rules (1-shell §5): Brazil (+55) or Paraguay (+595) with the country's mask while typing;
 * the value given back is the prefix plus digits only ('' when empty).
 */
export function PhoneField({ value, onChange, countryLabel, ...props }: PhoneFieldProps) {
  const parsed = parsePhone(value ?? '');
  const [country, setCountry] = useState<PhoneCountry>(parsed.country);
  // a stored value with another prefix (e.g. a record loaded into the form) switches the country
  useEffect(() => {
    if (value) setCountry(parsePhone(value).country);
  }, [value]);
  const national = value ? parsePhone(value).national : '';

  const emit = (digits: string, target: PhoneCountry) => onChange?.(normalizePhone(digits, target) ?? '');

  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="tel"
      value={formatPhone(national, country)}
      onChange={(event) => emit(event.currentTarget.value, country)}
      leftSectionWidth={92}
      leftSection={
        <Group gap={0} wrap="nowrap">
          <NativeSelect
            aria-label={countryLabel}
            variant="unstyled"
            size="xs"
            w={88}
            pl={8}
            value={country}
            onChange={(event) => {
              const next = event.currentTarget.value as PhoneCountry;
              setCountry(next);
              if (national) emit(national, next);
            }}
            data={PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: `${code} +${PHONE_COUNTRIES[code].dialCode}` }))}
          />
        </Group>
      }
    />
  );
}
