/**
 * Explicit Central instants for tests, independent of the code under test:
 * CST is UTC-06:00, CDT is UTC-05:00 (month 1–12).
 */
export function cst(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour + 6, minute, second);
}

export function cdt(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour + 5, minute, second);
}
