const BYTES_PER_MEGABYTE = 1024 * 1024;

/** An attachment's size as the product shows it: megabytes with two decimals, '0.25 Mb'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / BYTES_PER_MEGABYTE).toFixed(2)} Mb`;
}
