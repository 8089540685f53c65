import { Tooltip, type TooltipProps } from '@mantine/core';
import { useRef, useState, type FocusEvent, type MouseEvent, type ReactElement, type RefObject } from 'react';

/** True when the element's text is cut (an ellipsis is showing). */
export const isTruncated = (element: HTMLElement | null): boolean => Boolean(element && element.scrollWidth > element.clientWidth + 1);

type Handlers = {
  onMouseEnter: (event: MouseEvent) => void;
  onMouseLeave: (event: MouseEvent) => void;
  onFocus: (event: FocusEvent) => void;
  onBlur: (event: FocusEvent) => void;
};

/**
 * A tooltip with the whole text of a label cut by an ellipsis (docs/responsive.md, 'Truncated labels'): it opens on
 * hover and keyboard focus of the control, and only when the label is actually cut. `children` receives the ref of
 * the text element (the one with `text-overflow: ellipsis`) and the handlers for the control.
 *
 *   <TruncationTooltip label={name}>{(textRef, handlers) => <a {...handlers}><span ref={textRef}>{name}</span></a>}</TruncationTooltip>
 */
export function TruncationTooltip({
  label,
  position = 'right',
  children,
}: {
  label: string;
  position?: TooltipProps['position'];
  children: (textRef: RefObject<HTMLSpanElement | null>, handlers: Handlers) => ReactElement;
}) {
  const textRef = useRef<HTMLSpanElement | null>(null);
  const [opened, setOpened] = useState(false);
  const show = () => setOpened(isTruncated(textRef.current));
  const hide = () => setOpened(false);
  return (
    <Tooltip label={label} opened={opened} position={position} withArrow multiline maw={320} data-testid="truncation-tooltip">
      {children(textRef, { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide })}
    </Tooltip>
  );
}
