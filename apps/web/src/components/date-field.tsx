import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { dateInputFormat, parseTypedDate } from '@plataforma/shared';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language.ts';

export type DateFieldProps = Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'placeholder' | 'fixOnBlur' | 'withTime'> & {
  /** The field takes a time too ('HH:mm', 24 h): its value is 'YYYY-MM-DD HH:mm:ss'. */
  withTime?: boolean;
};

/** The placeholder of the typed format in the interface language ('DD/MM/AAAA' in Portuguese). */
const PLACEHOLDER_KEYS = { date: 'dateField.placeholder', dateTime: 'dateField.placeholderWithTime' } as const;

/**
 * The one date input of the app: typed or picked, in the interface language's order (DD/MM/YYYY in Portuguese and
 * Spanish, MM/DD/YYYY in English; shared `dateInputFormat`). Typing sets the value only once the whole date reads
 * (shared `parseTypedDate`: nothing is guessed from a partial text); leaving the field with text that is not a date,
 * or a date outside minDate/maxDate, puts back the last valid value and says 'Data inválida' under the field.
 */
export function DateField({ withTime = false, error, onBlur, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [refused, setRefused] = useState(false);

  const outOfRange = (value: string) => {
    const day = value.slice(0, 10);
    const min = props.minDate ? dayjs(props.minDate).format('YYYY-MM-DD') : null;
    const max = props.maxDate ? dayjs(props.maxDate).format('YYYY-MM-DD') : null;
    return (min !== null && day < min) || (max !== null && day > max);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value.trim();
    const parsed = text === '' ? null : parseTypedDate(text, language, withTime);
    setRefused(text !== '' && (parsed === null || outOfRange(parsed)));
    onBlur?.(event);
  };

  return (
    <DateInput
      {...props}
      valueFormat={dateInputFormat(language, withTime)}
      dateParser={(text) => parseTypedDate(text, language, withTime)}
      withTime={withTime}
      fixOnBlur
      placeholder={t(withTime ? PLACEHOLDER_KEYS.dateTime : PLACEHOLDER_KEYS.date)}
      onChange={(value) => {
        setRefused(false);
        onChange?.(value);
      }}
      onBlur={handleBlur}
      error={refused ? t('messages:validation.invalidDate') : error}
    />
  );
}

type LocalDateTimeFieldProps = Omit<DateFieldProps, 'withTime' | 'value' | 'onChange' | 'defaultValue'> & {
  /** 'YYYY-MM-DDTHH:mm' in local time, or '' when empty (the shape the forms keep and turn into an ISO instant). */
  value?: string;
  onChange?: (value: string) => void;
};

/** DateField with a time, for forms that keep a local 'YYYY-MM-DDTHH:mm' (release and publication instants). */
export function LocalDateTimeField({ value, onChange, ...props }: LocalDateTimeFieldProps) {
  return (
    <DateField
      {...props}
      withTime
      value={value ? `${value.replace('T', ' ')}:00` : null}
      onChange={(next) => onChange?.(next ? String(next).slice(0, 16).replace(' ', 'T') : '')}
    />
  );
}
