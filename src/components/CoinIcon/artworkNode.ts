import { createElement, type ReactNode } from 'react';

/** One element of a coin's drawing: its SVG tag, its attributes (React's spelling) and its children. */
export type ArtworkNode = readonly [
  tag: string,
  attributes: Readonly<Record<string, string>>,
  children?: readonly ArtworkNode[],
];

/** The drawing as React elements, for an `<svg viewBox="0 0 24 24">`: plain data, so no HTML is parsed. */
export function renderArtwork(nodes: readonly ArtworkNode[]): ReactNode[] {
  return nodes.map(([tag, attributes, children], index) =>
    createElement(tag, { ...attributes, key: index }, children ? renderArtwork(children) : undefined),
  );
}
