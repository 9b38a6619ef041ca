/** The name a category or subcategory is saved under, trimmed; null when empty, and Save then does nothing (the product's rule). */
export function savedNameOf(typed: string): string | null {
  const name = typed.trim();
  return name ? name : null;
}
