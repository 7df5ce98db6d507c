// How the health page writes sizes and times.
const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${UNITS[unit]}`;
}

export const formatTime = (iso: string) => new Date(iso).toLocaleString();
