/**
 * Hands a CSV to the browser as a download. The byte-order mark lets spreadsheet programs read names with
 * accents as UTF-8.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the time the click returns in every browser but the oldest.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
