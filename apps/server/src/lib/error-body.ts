import {
  ALL_MESSAGES,
  EN,
  formatMessage,
  isMessageKey,
  type MessageKey,
  type MessageValues,
  type SharedCatalogue,
} from '@messhall/shared';

/** One field at fault on the wire: its path, why as a key and values, and `message`, the why in words. */
export interface WireIssue {
  path: string;
  messageKey: MessageKey;
  values?: MessageValues;
  message?: string;
}

/** The error envelope (docs/product/texts-and-errors.md#error-answers) before its words are chosen for the reader. */
export interface KeyedError {
  code: string;
  messageKey: MessageKey;
  values?: MessageValues;
  issues?: WireIssue[];
}

/** English texts of the catalogue without placeholders, by their words: how a zod issue's words name their key. */
const KEY_BY_ENGLISH = new Map<string, MessageKey>(
  (Object.entries(ALL_MESSAGES) as [MessageKey, string][])
    .filter(([, english]) => !english.includes('{'))
    .map(([key, english]) => [english, key]),
);

/**
 * A validation issue's message as a key and values: the shared schemas refuse with texts of the catalogue,
 * found by their exact words; zod's own words (a wrong type, say) go along as the detail of `invalidValue`.
 */
export function keyOfIssueMessage(message: string): { messageKey: MessageKey; values?: MessageValues } {
  if (isMessageKey(message)) return { messageKey: message };
  const key = KEY_BY_ENGLISH.get(message);
  return key ? { messageKey: key } : { messageKey: 'invalidValueDetail', values: { detail: message } };
}

/** `{ error: { code, message, messageKey, values?, issues? } }` with every message in the catalogue's language. */
export function renderError(error: KeyedError, catalogue: SharedCatalogue = EN) {
  return {
    code: error.code,
    message: formatMessage(catalogue, error.messageKey, error.values),
    messageKey: error.messageKey,
    ...(error.values ? { values: error.values } : {}),
    ...(error.issues
      ? {
          issues: error.issues.map((issue) => ({
            path: issue.path,
            message: formatMessage(catalogue, issue.messageKey, issue.values),
            messageKey: issue.messageKey,
            ...(issue.values ? { values: issue.values } : {}),
          })),
        }
      : {}),
  };
}

/** Is this payload one of our error bodies, whose words the reader's language picks? */
export function isKeyedErrorBody(payload: unknown): payload is { error: KeyedError; message?: unknown } {
  const error = (payload as { error?: { messageKey?: unknown } } | null)?.error;
  return typeof error === 'object' && error !== null && isMessageKey(error.messageKey);
}
