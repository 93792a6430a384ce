import { Table, type TableScrollContainerProps } from '@mantine/core';
import { useContext, useEffect, useRef, useState } from 'react';
import { SectionTitle } from './section-card';

export interface TableScrollProps extends Omit<TableScrollContainerProps, 'scrollAreaProps'> {
  /** What the table lists, e.g. "Orders"; inside a titled block, that block's title by default. */
  label?: string;
}

/**
 * The box a table scrolls sideways in on a narrow screen. While its table is wider (or taller)
 * than the box, the box is a named region in the Tab order, so a keyboard alone can focus it and
 * scroll it with the arrow keys; while everything fits it is a plain box, one Tab stop fewer.
 */
export function TableScroll({ label, children, ...props }: TableScrollProps) {
  const section = useContext(SectionTitle);
  const viewport = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () =>
      setScrolls(
        element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      );
    // The observer also reports each element's first size, once the frame is laid out: measuring
    // here instead would make the browser lay out the whole page (a list of 100 rows) early,
    // and again once the other effects have changed it, before the first frame is painted.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content grows when rows arrive, without the box changing size.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const name = label ?? section;
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{
        viewportRef: viewport,
        viewportProps: scrolls
          ? {
              tabIndex: 0,
              role: 'region',
              'aria-label': name,
              className: 'mantine-focus-auto',
              // Inside the box: the clipping around it would hide an outline drawn outside.
              style: { outlineOffset: -2 },
            }
          : {},
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
