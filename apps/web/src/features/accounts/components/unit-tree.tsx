import { ActionIcon, Badge, Group, Text, Tooltip, Tree, type RenderTreeNodePayload, type TreeNodeData, type UseTreeReturnType } from '@mantine/core';
import { IconChevronRight, IconPencil, IconPlus, IconRobot, IconSitemap, IconTrash, IconUsers } from '@tabler/icons-react';
import { Fragment, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddChildUnit, flattenUnitTree, unitNameMatches, type UnitNode } from '@plataforma/shared/accounts';
import { LevelBadge } from './unit-level-badge.tsx';
import classes from './unit-tree.module.css';

type UnitTreeProps = {
  /** The tree to show (already reduced to the search's matches and their ancestors). */
  nodes: UnitNode[];
  /** The search term: matching parts of names are highlighted, non-matching ancestors dimmed. */
  term: string;
  tree: UseTreeReturnType;
  onAddChild: (unit: UnitNode) => void;
  onEdit: (unit: UnitNode) => void;
  onDelete: (unit: UnitNode) => void;
  /** 'Inscrição automatizada' of the unit (shown when given). */
  onAutomated?: (unit: UnitNode) => void;
};

const toTreeData = (nodes: UnitNode[]): TreeNodeData[] => nodes.map((node) => ({ value: node.id, label: node.nome, children: toTreeData(node.children) }));

/** The name with the search matches marked. */
function Highlighted({ text, term }: { text: string; term: string }) {
  const ranges = unitNameMatches(text, term);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end], index) => {
    if (start > at) parts.push(<Fragment key={`t${index}`}>{text.slice(at, start)}</Fragment>);
    parts.push(
      <mark key={`m${index}`} className={classes.mark} data-testid="unit-match">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < text.length) parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}

type NodeActionProps = { label: string; hint?: string | null; disabled?: boolean; color?: string; icon: ReactNode; onClick: () => void; testId: string };

/** An icon button of a node; a disabled one keeps its tooltip (the reason) on a wrapper. */
function NodeAction({ label, hint, disabled, color, icon, onClick, testId }: NodeActionProps) {
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Tooltip label={disabled && hint ? hint : label} withArrow multiline maw={280} openDelay={150}>
      <span onClick={stop} style={{ display: 'inline-flex' }} data-testid={`${testId}-wrap`}>
        <ActionIcon
          variant="subtle"
          color={color ?? 'gray'}
          size="md"
          radius="md"
          aria-label={label}
          disabled={disabled}
          onClick={(event) => {
            event.stopPropagation();
            onClick();
          }}
          onKeyDown={(event) => event.stopPropagation()}
          data-testid={testId}
        >
          {icon}
        </ActionIcon>
      </span>
    </Tooltip>
  );
}

/**
 * The units as an expandable tree (Mantine Tree): each node shows its level, name (search matches highlighted), code,
 * users and sub-units, with the actions add sub-unit (disabled at level 5 with the reason), edit and delete (disabled
 * while it has sub-units or users, with the reason). Clicking a row expands or collapses it.
 */
export function UnitTree({ nodes, term, tree, onAddChild, onEdit, onDelete, onAutomated }: UnitTreeProps) {
  const { t } = useTranslation('accounts');
  const data = useMemo(() => toTreeData(nodes), [nodes]);
  const byId = useMemo(() => new Map(flattenUnitTree(nodes).map((node) => [node.id, node])), [nodes]);
  const searching = term.trim().length > 0;

  const renderNode = ({ node, expanded, hasChildren, elementProps }: RenderTreeNodePayload) => {
    const unit = byId.get(node.value);
    if (!unit) return null;
    const matches = searching && unitNameMatches(unit.nome, term).length > 0;
    const addAllowed = canAddChildUnit(unit.nivel);
    const deleteBlock =
      unit.children.length > 0
        ? t('messages:units.hasChildren', { count: unit.children.length })
        : unit.totalUsuarios > 0
          ? t('messages:units.inUse', { count: unit.totalUsuarios })
          : null;
    return (
      <div {...elementProps} className={`${elementProps.className} ${classes.row}`} data-testid={`unit-node-${unit.id}`} data-unit-name={unit.nome} data-unit-level={unit.nivel}>
        <span className={classes.chevron} data-expanded={expanded || undefined} aria-hidden>
          {hasChildren && <IconChevronRight size={16} stroke={2} />}
        </span>
        <LevelBadge level={unit.nivel} />
        <Text size="sm" fw={600} truncate className={`${classes.name} ${searching && !matches ? classes.dimmed : ''}`} data-testid="unit-name">
          <Highlighted text={unit.nome} term={term} />
        </Text>
        {unit.codigo && (
          <span className={classes.code} data-testid="unit-code">
            {unit.codigo}
          </span>
        )}
        <span className={classes.spacer} />
        <Group gap={6} wrap="nowrap" className={classes.meta} visibleFrom="sm">
          {unit.children.length > 0 && (
            <Badge variant="default" radius="sm" size="sm" tt="none" fw={500} leftSection={<IconSitemap size={12} />}>
              {t('units.children', { count: unit.children.length })}
            </Badge>
          )}
          <Badge
            variant={unit.totalUsuarios > 0 ? 'light' : 'default'}
            color={unit.totalUsuarios > 0 ? 'brand' : 'gray'}
            radius="sm"
            size="sm"
            tt="none"
            fw={500}
            leftSection={<IconUsers size={12} />}
            data-testid="unit-users"
          >
            {t('units.users', { count: unit.totalUsuarios })}
          </Badge>
        </Group>
        <Group gap={2} wrap="nowrap" className={classes.actions}>
          <NodeAction
            label={t('units.actions.addChild')}
            hint={addAllowed ? null : t('messages:units.maxLevels')}
            disabled={!addAllowed}
            color="brand"
            icon={<IconPlus size={18} />}
            onClick={() => onAddChild(unit)}
            testId="unit-add-child"
          />
          <NodeAction label={t('units.actions.edit')} icon={<IconPencil size={18} />} onClick={() => onEdit(unit)} testId="unit-edit" />
          {onAutomated && (
            <NodeAction label={t('enrolment:actions.automated')} icon={<IconRobot size={18} />} onClick={() => onAutomated(unit)} testId="unit-automated" />
          )}
          <NodeAction
            label={t('units.actions.delete')}
            hint={deleteBlock}
            disabled={deleteBlock !== null}
            color="red"
            icon={<IconTrash size={18} />}
            onClick={() => onDelete(unit)}
            testId="unit-delete"
          />
        </Group>
      </div>
    );
  };

  return <Tree data={data} tree={tree} renderNode={renderNode} levelOffset={28} className={classes.tree} withLines data-testid="units-tree" />;
}
