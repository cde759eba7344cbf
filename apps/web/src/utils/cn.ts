/** Joins class names, skipping falsy values. Small on purpose: no runtime dependency for this. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
