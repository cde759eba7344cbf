/**
 * A language's translations of the English texts of packages/shared (texts.ts), which the server sends and the
 * web app shows: exact texts by their English, and the messages built around values (a meal's title, a time)
 * by a pattern of their English form. `render` gets the captured values and `translate` for any of them that
 * is itself a shared text (a plan's or a slot's name).
 */
export interface SharedCatalogue {
  readonly texts: Readonly<Record<string, string>>;
  readonly patterns: ReadonlyArray<
    readonly [pattern: RegExp, render: (translate: (text: string) => string, ...values: string[]) => string]
  >;
}

/** `text` in the catalogue's language; as it is without a catalogue (English) or when the catalogue lacks it. */
export function translateShared(text: string, catalogue: SharedCatalogue | undefined): string {
  if (!catalogue || text === '') return text;
  const exact = catalogue.texts[text];
  if (exact !== undefined) return exact;
  const translate = (value: string) => translateShared(value, catalogue);
  for (const [pattern, render] of catalogue.patterns) {
    const match = pattern.exec(text);
    if (match) return render(translate, ...match.slice(1));
  }
  return text;
}
