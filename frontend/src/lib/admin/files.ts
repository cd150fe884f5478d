// Client-side checks of chosen files, before anything is sent (the server checks again).

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const MSG_LOGO_SIZE = 'File size must be less than 5MB';
export const MSG_LOGO_TYPE = 'Please select a PNG, JPEG or WebP image';
const logoTypes = ['image/png', 'image/jpeg', 'image/webp'];

/** null when the file may be uploaded as a logo, else the message to show. */
export function checkLogoFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (!logoTypes.includes(file.type)) return MSG_LOGO_TYPE;
  if (file.size > MAX_LOGO_BYTES) return MSG_LOGO_SIZE;
  return null;
}

/**
 * A CSV file by type (text/csv, as the spec says) or, since some systems send CSV files with an
 * empty or generic type, by its .csv name.
 */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type === 'text/csv') return true;
  const generic = file.type === '' || file.type === 'application/vnd.ms-excel' || file.type === 'application/octet-stream';
  return generic && file.name.toLowerCase().endsWith('.csv');
}
