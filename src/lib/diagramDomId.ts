/** An element id from React's useId (`:r1:`), usable in CSS selectors as mermaid needs. */
export const diagramDomId = (reactId: string) =>
  `diagram-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
