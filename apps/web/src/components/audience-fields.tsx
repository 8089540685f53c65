import { Group, MultiSelect, SegmentedControl, SimpleGrid, Text, type MultiSelectProps } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** Who a section or a communication is for, when not everyone: by job title / department / unit, or by segmentation. */
export type AudienceKind = 'position' | 'segmentation';

type Option = { value: string; label: string };
type Field = Omit<MultiSelectProps, 'label' | 'data'>;
type Lists = 'cargos' | 'departamentos' | 'unidades' | 'segmentacoes';

export type AudienceFieldsProps = {
  kind: AudienceKind;
  onKindChange: (kind: AudienceKind) => void;
  /** The texts, in the screen's own namespace. */
  labels: Record<Lists | 'byPosition' | 'bySegmentation' | 'exclusiveHint', string>;
  options: Record<Lists, readonly Option[]>;
  /** The form's props of each select (value, onChange, error...). */
  fields: Record<Lists, Field>;
  /** `<prefix>-audience-kind`, `<prefix>-cargos`, ... */
  testIdPrefix: string;
};

/**
 * The audience choice shared by sections and communications (3-admin §3): a switch between the two ways (they do not
 * mix, the hint says so), then the job titles, departments and units, or the segmentations.
 */
export function AudienceFields({ kind, onKindChange, labels, options, fields, testIdPrefix }: AudienceFieldsProps) {
  return (
    <>
      <SegmentedControl
        fullWidth
        value={kind}
        onChange={(v) => onKindChange(v as AudienceKind)}
        data={[
          { value: 'position', label: labels.byPosition },
          { value: 'segmentation', label: labels.bySegmentation },
        ]}
        data-testid={`${testIdPrefix}-audience-kind`}
      />
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
        <Text size="xs" c="dimmed">
          {labels.exclusiveHint}
        </Text>
      </Group>
      {kind === 'position' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect label={labels.cargos} data={[...options.cargos]} {...fields.cargos} data-testid={`${testIdPrefix}-cargos`} />
          <MultiSelect label={labels.departamentos} data={[...options.departamentos]} {...fields.departamentos} data-testid={`${testIdPrefix}-departamentos`} />
          <MultiSelect label={labels.unidades} data={[...options.unidades]} {...fields.unidades} data-testid={`${testIdPrefix}-unidades`} />
        </SimpleGrid>
      ) : (
        <MultiSelect label={labels.segmentacoes} data={[...options.segmentacoes]} {...fields.segmentacoes} data-testid={`${testIdPrefix}-segmentacoes`} />
      )}
    </>
  );
}
