import ts from 'typescript'

/**
 * Finds words a visitor would read, and site paths, written in a section component instead of its props or a record
 * (tests/unit/copy.test.ts runs it on every file of sections/). Read with TypeScript's own parser, so it knows a JSX
 * text from a class name:
 *   - JSX text with a letter in it ("Call us", "View&nbsp;Details");
 *   - attributes a visitor perceives (aria-label, title, alt, placeholder, and a component's label, text, caption…)
 *     holding a string with a letter;
 *   - what a JSX child or such an attribute shows, followed through the file: a literal, a constant
 *     (`const PROMPT = '…'` shown as `{PROMPT}`, `SUBMIT[variant].label`), what a local function returns;
 *   - anywhere else, a string that reads as English (two words, or a capitalised word: "Duration", "Get a quote");
 *   - a site path ("/contact") in a link attribute or any other string, and a contact typed in ("tel:+1914…").
 * Left alone: class names, ids, keys, roles, data-* and other attributes nobody reads, CSS (calls of styled-system),
 * selectors given to the DOM (`el.matches('input, select')`, querySelector, closest), comparisons (`filter === 'all'`),
 * import paths, types, and links built from data (`tel:${phone}`, `#${id}`).
 */

export type Offence = { line: number; kind: string; text: string }

/** Attributes whose value a visitor sees or hears. */
const PERCEIVED =
  /^(aria-(label|description|roledescription|valuetext|placeholder|braillelabel)|title|alt|placeholder|label|description|text|caption|heading|headline|eyebrow|intro|summary|message|tooltip|valueText|emptyMessage)$/
/** In a path of properties to read (below): those of PERCEIVED. */
const PERCEIVED_PROPS = '(perceived)'
/** Attributes that hold a link. */
const LINK = /^(href|action|formAction|src|to)$/

/** A route of the site ("/contact"); in a link attribute also the home page ("/", "/#quote"). */
const SITE_PATH = /^\/[A-Za-z]/
const HOME = /^\/(?:$|[#?])/
/** A phone number or address typed in (a link built from data, `tel:+${phone.digits}`, is fine). */
const TYPED_CONTACT = /^(?:tel|sms):\+?\d|^mailto:[^\s]/
const ENTITY = /&(?:[A-Za-z]+|#\d+|#x[\dA-Fa-f]+);/g

/** A word of English prose: letters only, capitalised or not ("Get", "quote", "don't"). */
const isWord = (token: string) => /^[A-Za-z][a-z]+(?:['’][a-z]+)?$/.test(token)
const trimPunctuation = (token: string) => token.replace(/^[("'“‘¿¡]+|[.,:;!?)"'”’…]+$/g, '')

/** Reads as English: two words or more, or a capitalised word ("Duration"; not "POST", "xMidYMid" or "sr-only"). */
export function readsAsEnglish(text: string): boolean {
  const tokens = text.split(/\s+/).map(trimPunctuation).filter(Boolean)
  const words = tokens.filter(isWord)
  return words.length >= 2 || words.some((w) => /^[A-Z][a-z]+$/.test(w))
}
const hasLetter = (text: string) => /\p{L}/u.test(text.replace(ENTITY, ' '))

type StringNode = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression

/** The static text of a string node (a template's parts, joined where the values go). */
function textOf(node: StringNode): { text: string; head: string } {
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)]
    return { text: parts.join(' '), head: node.head.text }
  }
  return { text: node.text, head: node.text }
}

const isStringNode = (node: ts.Node): node is StringNode =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)

/** Nodes a value passes through unchanged on its way to where it is used. */
function passesValue(parent: ts.Node, child: ts.Node): boolean {
  if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) return true
  if (ts.isNonNullExpression(parent) || ts.isArrayLiteralExpression(parent) || ts.isSpreadElement(parent)) return true
  if (ts.isTemplateSpan(parent) || ts.isTemplateExpression(parent) || ts.isJsxExpression(parent)) return true
  if (ts.isConditionalExpression(parent)) return child !== parent.condition
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return child === parent.right
    return op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.PlusToken
  }
  return false
}

const COMPARISON = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
])

const attributeName = (attr: ts.JsxAttribute) =>
  ts.isIdentifier(attr.name) ? attr.name.text : `${attr.name.namespace.text}:${attr.name.name.text}`

/** Methods of the DOM whose argument is a CSS selector, not words: `el.matches('input, textarea, select')`. */
const SELECTOR_METHODS = /^(matches|closest|querySelector|querySelectorAll)$/

/** The name a call is made by: "css", "console.error", "v.description". */
function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) return `${callee.expression.text}.${callee.name.text}`
  return ''
}

export function findCopy(fileName: string, source: string): Offence[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const offences: Offence[] = []
  const seen = new Set<ts.Node>()
  const report = (node: ts.Node, kind: string, text: string) => {
    if (seen.has(node)) return
    seen.add(node)
    offences.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, kind, text: text.trim().replace(/\s+/g, ' ') })
  }

  // Names imported from styled-system (css, cx, recipes): their arguments are styles. Names of valibot (`v.description`,
  // `const d = v.description`): their arguments are the editor's help and messages, read by marketers, not visitors.
  const styleFunctions = new Set<string>()
  const schemaNamespaces = new Set<string>()
  const schemaFunctions = new Set<string>()
  // Top-level and local declarations of the file, for following a shown value to where it is written.
  const declarations = new Map<string, ts.Node>()
  const collect = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith('styled-system/')
    ) {
      const named = node.importClause?.namedBindings
      if (named && ts.isNamedImports(named)) for (const el of named.elements) styleFunctions.add(el.name.text)
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === 'valibot') {
      const named = node.importClause?.namedBindings
      if (named && ts.isNamespaceImport(named)) schemaNamespaces.add(named.name.text)
      if (named && ts.isNamedImports(named)) for (const el of named.elements) schemaFunctions.add(el.name.text)
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declarations.set(node.name.text, node.initializer)
      const init = node.initializer
      if (ts.isPropertyAccessExpression(init) && ts.isIdentifier(init.expression) && schemaNamespaces.has(init.expression.text))
        schemaFunctions.add(node.name.text)
    }
    if (ts.isFunctionDeclaration(node) && node.name) declarations.set(node.name.text, node)
    ts.forEachChild(node, collect)
  }
  collect(file)

  /**
   * A value shown to a visitor: report every string it can be, following names, local functions and the properties
   * read from them (`SUBMIT[variant].label` is the `label` of each entry of SUBMIT). `path` is the chain of properties
   * still to read from `node` ("*" for any, PERCEIVED_PROPS for those a spread makes attributes a visitor perceives).
   */
  const shown = (node: ts.Node, kind: string, path: string[] = [], followed = new Set<string>()): void => {
    const key = `${node.pos}:${node.end}:${path.join('.')}`
    if (followed.has(key)) return
    followed.add(key)
    const next = (n: ts.Node | undefined, rest: string[] = path): void => {
      if (n) shown(n, kind, rest, followed)
    }
    if (isStringNode(node)) {
      if (path.length) return // a property of a string (its length): not its words
      const { text, head } = textOf(node)
      if (hasLetter(text)) report(node, kind, text)
      else if (SITE_PATH.test(head)) report(node, 'site path', head)
      return
    }
    if (ts.isIdentifier(node)) {
      next(declarations.get(node.text))
      return
    }
    if (ts.isPropertyAccessExpression(node)) {
      next(node.expression, [node.name.text, ...path])
      return
    }
    if (ts.isElementAccessExpression(node)) {
      const index = node.argumentExpression
      next(node.expression, [ts.isStringLiteral(index) || ts.isNumericLiteral(index) ? index.text : '*', ...path])
      return
    }
    if (ts.isObjectLiteralExpression(node)) {
      const [first, ...rest] = path
      for (const p of node.properties) {
        const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined
        const matches = first === '*' || (first === PERCEIVED_PROPS ? PERCEIVED.test(name ?? '') : name === first)
        if (first !== undefined && !matches) continue
        if (ts.isPropertyAssignment(p)) next(p.initializer, first === undefined ? [] : rest)
        else if (ts.isShorthandPropertyAssignment(p)) next(p.name, first === undefined ? [] : rest)
      }
      return
    }
    if (ts.isArrayLiteralExpression(node)) {
      const [first, ...rest] = path
      node.elements.forEach((el, i) => {
        if (first === undefined) next(el, [])
        else if (first === '*' || first === String(i)) next(el, rest)
      })
      return
    }
    if (ts.isCallExpression(node)) {
      const callee = ts.isIdentifier(node.expression) ? declarations.get(node.expression.text) : undefined
      if (callee && (ts.isFunctionDeclaration(callee) || ts.isArrowFunction(callee) || ts.isFunctionExpression(callee)) && callee.body) {
        if (!ts.isBlock(callee.body)) next(callee.body)
        else
          ts.forEachChild(callee.body, function returns(n: ts.Node) {
            if (ts.isReturnStatement(n) && n.expression) next(n.expression)
            else if (!ts.isFunctionLike(n)) ts.forEachChild(n, returns)
          })
      }
      return
    }
    if (ts.isConditionalExpression(node)) {
      next(node.whenTrue)
      next(node.whenFalse)
      return
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) {
        next(node.right)
        return
      }
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.PlusToken) {
        next(node.left)
        next(node.right)
      }
      return
    }
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) {
      next(node.expression)
      return
    }
    if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) next(span.expression, [])
  }

  /** Where a string ends up: the first ancestor that does more than pass it on. */
  const destination = (node: ts.Node): ts.Node => {
    let child = node
    let parent = node.parent
    while (parent && passesValue(parent, child)) {
      child = parent
      parent = parent.parent
    }
    return parent
  }

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return
    if (ts.isJsxText(node)) {
      if (hasLetter(node.text)) report(node, 'JSX text', node.text.replace(ENTITY, ' '))
      else if (SITE_PATH.test(node.text.trim())) report(node, 'site path', node.text)
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = attributeName(node)
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      if (value && PERCEIVED.test(name)) shown(value, `${name} attribute`)
      else if (value && LINK.test(name) && isStringNode(value)) {
        const { head } = textOf(value)
        if (SITE_PATH.test(head) || HOME.test(head)) report(value, `site path in ${name}`, head)
        else if (TYPED_CONTACT.test(head)) report(value, `contact typed in ${name}`, head)
      }
      // Other attributes (className, id, key, role, data-*, rel, sizes, …) are for the browser, not read: skip them,
      // but look inside their expressions (a callback may render).
      if (value && ts.isJsxExpression(node.initializer)) ts.forEachChild(node.initializer, visit)
      return
    } else if (ts.isJsxSpreadAttribute(node)) {
      // `{...meta}`: the properties it spreads are attributes (`placeholder`, `label`…).
      shown(node.expression, 'spread attribute', [PERCEIVED_PROPS])
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      shown(node.expression, 'JSX child')
    } else if (isStringNode(node) && !seen.has(node)) {
      judge(node)
    }
    ts.forEachChild(node, visit)
  }

  /** A string outside JSX: English or a site path, unless it is a style, a comparison, a key or a message to developers. */
  const judge = (node: StringNode) => {
    const parent = node.parent
    if (ts.isPropertyAssignment(parent) && parent.name === node) return
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return
    if (ts.isCaseClause(parent)) return
    const to = destination(node)
    if (ts.isBinaryExpression(to) && COMPARISON.has(to.operatorToken.kind)) return
    // Judged with its attribute, or as a JSX child (what it shows is followed by `shown`).
    if (ts.isJsxAttribute(to) || ts.isJsxElement(to) || ts.isJsxFragment(to) || ts.isJsxSelfClosingElement(to)) return
    for (let at: ts.Node | undefined = to; at && !ts.isSourceFile(at); at = at.parent) {
      if ((ts.isCallExpression(at) || ts.isNewExpression(at)) && at.expression !== node) {
        const name = calleeName(at)
        if (styleFunctions.has(name) || schemaFunctions.has(name) || schemaNamespaces.has(name.split('.')[0]!)) return
        if (/^(console\.\w+|Error|TypeError|RangeError)$/.test(name)) return
        // A selector given to the DOM, as its argument (not any string somewhere inside the call).
        if (at === to && ts.isPropertyAccessExpression(at.expression) && SELECTOR_METHODS.test(at.expression.name.text)) return
      }
      if (ts.isTypeNode(at)) return
    }
    const { text, head } = textOf(node)
    if (SITE_PATH.test(head)) report(node, 'site path', head)
    else if (TYPED_CONTACT.test(head)) report(node, 'contact typed in', head)
    else if (readsAsEnglish(text)) report(node, 'English text', text)
  }

  visit(file)
  return offences.sort((a, b) => a.line - b.line)
}

/** "sections/x/X.tsx:12: JSX text "Call us"" */
export const formatOffence = (file: string, o: Offence) => `${file}:${o.line}: ${o.kind} "${o.text}"`
