/**
 * Where the next page starts, or undefined when there is none: a page shorter than the page size was
 * the last one. (A last page that happens to be exactly full costs one more, empty, request.)
 */
export function nextPageOffset(pages: readonly (readonly unknown[])[], pageSize: number): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.length < pageSize) return undefined;
  return pages.reduce((count, page) => count + page.length, 0);
}
