/** A byte count as the file list shows it: `812 B`, `14.2 KB`, `3.4 MB` (1 KB = 1024 bytes, as the limits are). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}
