import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenRead } from '@messhall/shared';

let reads: Map<string, FirstScreenRead> | undefined;

/** The reads the server made for this page and wrote into index.html (decision 0020), by request URL. */
function firstScreenReads(): Map<string, FirstScreenRead> {
  if (reads) return reads;
  reads = new Map();
  const block = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  try {
    const parsed: unknown = JSON.parse(block?.textContent || '[]');
    if (Array.isArray(parsed)) for (const read of parsed as FirstScreenRead[]) reads.set(read.url, read);
  } catch (error) {
    // A broken block costs only the head start: every screen fetches what it does not find here.
    console.error('Ignoring the first-screen data in the page', error);
  }
  return reads;
}

interface FirstScreenData<T> {
  initialData: () => T | undefined;
  initialDataUpdatedAt: () => number;
}

/**
 * `initialData` for a query whose request URL is `url`: the server's answer when the page carried one, so
 * the first render already shows it (no request, no skeleton). Each answer is used once, by the screen the
 * page opened on; `initialDataUpdatedAt` gives its real age, so an old page still refetches.
 */
export function firstScreenData<T>(url: string): FirstScreenData<T>;
/** The same, with the answer put into the query's own shape (an infinite query's first page, for one). */
export function firstScreenData<T, Answer>(url: string, toData: (answer: Answer) => T): FirstScreenData<T>;
export function firstScreenData<T>(url: string, toData?: (answer: unknown) => T): FirstScreenData<T> {
  let readAt = 0;
  return {
    initialData: (): T | undefined => {
      const reads = firstScreenReads();
      const read = reads.get(url);
      if (!read) return undefined;
      reads.delete(url);
      readAt = read.at;
      return toData ? toData(read.body) : (read.body as T);
    },
    initialDataUpdatedAt: () => readAt,
  };
}
