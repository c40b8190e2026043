import ts from 'typescript';

/** Attributes whose value a person reads or hears (a screen reader speaks labels and titles). */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
  'helperText',
  'description',
  'heading',
  'message',
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

export type JsxLiteral = { line: number; text: string };

/**
 * The texts written as literals in a component's JSX that a person would read: element text
 * (`<p>Save</p>`), `{'Save'}` or a template inside braces, and the spoken attributes
 * (`aria-label="Close"`). Test helper for the recruiter catalogue check; not shipped.
 */
export function jsxLiterals(source: string, fileName = 'file.tsx'): JsxLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: JsxLiteral[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  // The written part of a string or template (`${count} items` is " items"); undefined for anything else.
  const writtenText = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    return undefined;
  };
  // What an expression can evaluate to: both branches of `a ? b : c`, the sides of `&&`, `||`, `??`.
  const results = (node: ts.Expression): ts.Expression[] => {
    if (ts.isParenthesizedExpression(node)) return results(node.expression);
    if (ts.isConditionalExpression(node)) return [...results(node.whenTrue), ...results(node.whenFalse)];
    if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
      ].includes(node.operatorToken.kind)
    )
      return [...results(node.left), ...results(node.right)];
    return [node];
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text);
    if (ts.isJsxExpression(node) && node.expression) {
      const parent = node.parent;
      if (!ts.isJsxAttribute(parent) || SPOKEN_ATTRIBUTES.has(parent.name.getText(file)))
        for (const result of results(node.expression)) {
          const written = writtenText(result);
          if (written !== undefined && hasWords(written)) add(result, written);
        }
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (SPOKEN_ATTRIBUTES.has(node.name.getText(file)) && hasWords(node.initializer.text))
        add(node, `${node.name.getText(file)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
