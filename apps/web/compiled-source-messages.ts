import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * English, the source language, needs no catalogue in the browser (decision 0043): Lingui's macros keep each
 * message's English beside its id, and this Babel plugin, run after them, compiles that English into the
 * tokens Lingui's runtime interpolates — a plain text becomes a one-token list, which the runtime takes as
 * compiled (a bare string it would treat as an uncompiled fallback and warn about). The runtime prefers the
 * loaded catalogue's translation for the id, so Bangla still comes from its catalogue; English comes from the
 * code that shows it, loaded with that code.
 */
export function compiledSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (message: string) => {
    const tokens = compileMessage(message);
    return t.valueToNode(typeof tokens === 'string' ? [tokens] : tokens);
  };
  const named = (name: string) => (property: BabelTypes.Node) =>
    t.isObjectProperty(property) && t.isIdentifier(property.key, { name });
  return {
    name: 'messhall-compiled-source-messages',
    visitor: {
      // A message descriptor: `i18n._({ id: "…", message: "…", values })`, or `msg` in a table.
      ObjectExpression(path) {
        const { properties } = path.node;
        const id = properties.find(named('id'));
        const message = properties.find(named('message'));
        if (!t.isObjectProperty(id) || !t.isStringLiteral(id.value)) return;
        if (!t.isObjectProperty(message) || !t.isStringLiteral(message.value)) return;
        message.value = compiled(message.value.value);
      },
      // <Trans id="…" message="…" />, the React macro's output.
      JSXOpeningElement(path) {
        if (!t.isJSXIdentifier(path.node.name) || !/^Trans/.test(path.node.name.name)) return;
        for (const attribute of path.node.attributes) {
          if (!t.isJSXAttribute(attribute) || !t.isJSXIdentifier(attribute.name, { name: 'message' }))
            continue;
          if (!t.isStringLiteral(attribute.value)) continue;
          attribute.value = t.jsxExpressionContainer(compiled(attribute.value.value));
        }
      },
    },
  };
}
