/** Every menu query starts with this key, so a skip, a menu change or a live event refreshes them all. */
export const menuQueryKey = ['menu'] as const;

export const menuKeys = {
  range: (from: string, to: string) => [...menuQueryKey, 'range', from, to] as const,
  times: () => [...menuQueryKey, 'times'] as const,
  forecast: (from: string, to: string) => [...menuQueryKey, 'forecast', from, to] as const,
  pass: (date: string, slot: string) => [...menuQueryKey, 'pass', date, slot] as const,
};
