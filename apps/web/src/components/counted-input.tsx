import { Text, TextInput, Textarea, type TextInputProps, type TextareaProps } from '@mantine/core';

/** "12/100" under an input with a maximum length (1-shell §5: a character counter when a maximum is set). */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text component="span" size="xs" c={length > max ? 'red' : 'dimmed'} ta="right" display="block" data-testid="char-counter">
      {length}/{max}
    </Text>
  );
}

type Counted = { maxLength: number; value?: string };

/** TextInput with a character counter; `maxLength` also stops typing past the limit. */
export function CountedTextInput({ maxLength, value, description, ...props }: Omit<TextInputProps, 'maxLength' | 'value'> & Counted) {
  return (
    <TextInput
      {...props}
      value={value ?? ''}
      maxLength={maxLength}
      description={description}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      rightSectionWidth={64}
      rightSection={<Counter length={(value ?? '').length} max={maxLength} />}
      rightSectionPointerEvents="none"
    />
  );
}

/** Textarea with a character counter below it. */
export function CountedTextarea({ maxLength, value, ...props }: Omit<TextareaProps, 'maxLength' | 'value'> & Counted) {
  return (
    <div>
      <Textarea {...props} value={value ?? ''} maxLength={maxLength} />
      <Counter length={(value ?? '').length} max={maxLength} />
    </div>
  );
}
