const UNITS = [
  ['gigabyte', 1000 ** 3],
  ['megabyte', 1000 ** 2],
  ['kilobyte', 1000],
] as const;

/** A size in the locale's own words and digits ("1,5 Go" in French), in decimal units as plans are advertised. */
export function formatBytes(bytes: number, locale: string): string {
  const [unit, size] = UNITS.find(([, s]) => bytes >= s) ?? ['byte', 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: bytes >= size * 100 ? 0 : 1 }).format(bytes / size);
}
