/**
 * Explains a JSON syntax error the way an author fixes it: the real line and column, and what is wrong in words
 * ("trailing comma after the last item", "unescaped quote inside a string"), not the parser's token talk.
 * Runs only when JSON.parse has failed. jsonc-parser finds the first error (its ParseErrorCode and offset) and tells
 * where its parse stood then (after a property name, after a value, in an object or an array); the message is chosen
 * from that and from the text at the offset.
 */
import { type JSONVisitor, type ParseErrorCode, printParseErrorCode, visit } from 'jsonc-parser'

export type JsonSyntaxError = { line: number; column: number; message: string }

/** What the parser had read last when it met the first error: what it expected next follows from it. */
type Last =
  | { kind: 'start' } // nothing yet: a value
  | { kind: 'open' } // "{" or "[": a property name, or a value
  | { kind: 'comma'; at: number } // a property name, or a value
  | { kind: 'colon' } // a value
  | { kind: 'key' } // ":"
  | { kind: 'value'; at: number; length: number; string: boolean } // "," or the container's end (a closed "}" or "]" too)

type FirstError = { code: ParseErrorCode; at: number; last: Last; open: { char: '{' | '['; at: number }[] }

class Stop {
  constructor(readonly first: FirstError) {}
}

const STRICT = { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false }

/** jsonc-parser's first error in the text, if any, with the parser's place then. */
function firstError(text: string): FirstError | undefined {
  const open: FirstError['open'] = []
  let last: Last = { kind: 'start' }
  const visitor: JSONVisitor = {
    onObjectBegin: (at) => {
      open.push({ char: '{', at })
      last = { kind: 'open' }
    },
    onArrayBegin: (at) => {
      open.push({ char: '[', at })
      last = { kind: 'open' }
    },
    // Called at the end of the text too, before its error: only a real "}" or "]" closes.
    onObjectEnd: (at) => closed(at, '}'),
    onArrayEnd: (at) => closed(at, ']'),
    onObjectProperty: () => {
      last = { kind: 'key' }
    },
    onSeparator: (char, at) => {
      last = char === ',' ? { kind: 'comma', at } : { kind: 'colon' }
    },
    onLiteralValue: (_value, at, length) => {
      last = { kind: 'value', at, length, string: text[at] === '"' }
    },
    onError: (code, at) => {
      throw new Stop({ code, at, last, open: [...open] })
    },
  }
  const closed = (at: number, char: string) => {
    if (text[at] !== char) return
    open.pop()
    last = { kind: 'value', at, length: 1, string: false }
  }
  try {
    // A byte order mark is not part of the JSON: read as a space, every offset stays the text's.
    visit(text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text, visitor, STRICT)
    return undefined
  } catch (stop) {
    if (stop instanceof Stop) return stop.first
    throw stop
  }
}

export function explainJsonError(text: string): JsonSyntaxError | undefined {
  const first = firstError(text)
  if (!first) return undefined
  const { at, message } = explain(text, first)
  return { ...position(text, at), message }
}

type Explained = { at: number; message: string }

const describe = (c: string | undefined) => (c === undefined ? 'the end of the file' : `"${c}"`)
/** A number or true, false, null, as JSON writes it (the longest such start of a token). */
const LITERAL = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/
const LEADING_ZERO = /^-?0\d/

function explain(text: string, { code, at, last, open }: FirstError): Explained {
  if (printParseErrorCode(code) === 'InvalidCommentToken') return { at, message: 'JSON allows no comments: remove it' }
  const container = open.at(-1)?.char
  const endOfFile = (): Explained => {
    const inner = open.at(-1)
    return {
      at: text.length,
      message: inner
        ? `the file ends before the "${inner.char}" opened at line ${position(text, inner.at).line} is closed — a "${inner.char === '{' ? '}' : ']'}" is missing`
        : 'the file is empty — a page or record file holds one JSON object { … }',
    }
  }
  switch (last.kind) {
    case 'key':
      return { at, message: `expected ":" after the property name, found ${describe(text[at])}` }
    case 'value':
      return afterValue(text, at, last, container) ?? endOfFile()
    case 'open':
    case 'comma':
      if (container === '{') {
        if (at >= text.length) return endOfFile()
        return propertyName(text, at, last.kind === 'comma' ? last.at : undefined)
      }
      if (last.kind === 'comma' && text[at] === ']' && at < text.length)
        return { at: last.at, message: 'trailing comma after the last item — remove this "," (JSON allows no comma before "]")' }
      return value(text, at, container) ?? endOfFile()
    default:
      return value(text, at, container) ?? endOfFile()
  }
}

/** Where a value was expected (jsonc-parser: ValueExpected, or the value's own token error); undefined: the text ended. */
function value(text: string, at: number, container: '{' | '[' | undefined): Explained | undefined {
  const c = text[at]
  if (c === undefined) return undefined
  if (c === '"') return stringFault(text, at)
  if (c === "'") return { at, message: 'strings and property names need double quotes ("…"), not single quotes' }
  // A number or keyword that jsonc-parser read on into more (07, 1., trueish): JSON's own value ends sooner.
  const literal = text.slice(at).match(LITERAL)?.[0]
  if (literal) {
    if (LEADING_ZERO.test(text.slice(at))) return leadingZero(at)
    return afterValue(text, at + literal.length, { kind: 'value', at, length: literal.length, string: false }, container)
  }
  const word = text.slice(at).match(/^[A-Za-z_][\w-]*/)?.[0]
  if (word)
    return {
      at,
      message: /^(True|False|TRUE|FALSE|Null|NULL|undefined)$/.test(word)
        ? `"${word}" is not a JSON value: write true, false or null in lowercase`
        : `text must be in double quotes: "${word}…"`,
    }
  return {
    at,
    message: `expected a value (text in double quotes, a number, true, false, null, { … } or [ … ]), found ${describe(c)}`,
  }
}

/** Where a property name was expected (jsonc-parser: PropertyNameExpected, or the name's own token error). */
function propertyName(text: string, at: number, comma: number | undefined): Explained {
  const c = text[at]
  if (c === '}' && comma !== undefined)
    return { at: comma, message: 'trailing comma after the last property — remove this "," (JSON allows no comma before "}")' }
  if (c === '"') return stringFault(text, at)
  if (c === "'") return { at, message: 'property names need double quotes ("name"), not single quotes' }
  const word = text.slice(at).match(/^[A-Za-z_$][\w$-]*/)?.[0]
  return {
    at,
    message: word ? `property names need double quotes: "${word}"` : `expected a property name in double quotes, found ${describe(c)}`,
  }
}

/**
 * After a value, where "," or the container's end was expected (jsonc-parser: CommaExpected, EndOfFileExpected, or
 * the next token's own error); undefined: the text ended inside a container.
 */
function afterValue(
  text: string,
  at: number,
  last: Extract<Last, { kind: 'value' }>,
  container: '{' | '[' | undefined,
): Explained | undefined {
  if (!last.string && LEADING_ZERO.test(text.slice(last.at))) return leadingZero(last.at)
  // A string followed on its line by a letter or digit closed early, on a quote meant inside it.
  const end = last.at + last.length
  if (last.string && /^[ \t]*$/.test(text.slice(end, at)) && /[\p{L}\p{N}'’.!?-]/u.test(text[at] ?? ''))
    return {
      at: end - 1,
      message: 'unescaped quote (") inside a string: write \\" for a quote inside text, or use typographic quotes “…”',
    }
  const next = text[at]
  if (container === undefined)
    return { at, message: `unexpected ${describe(next)} after the end of the JSON value — is there a "}" or "]" too many?` }
  if (next === undefined) return undefined
  if (container === '{')
    return {
      at,
      message:
        next === '"'
          ? 'missing comma between two properties — add "," at the end of the line before'
          : `expected "," or "}" after a property value, found ${describe(next)}`,
    }
  return {
    at,
    message:
      next === '"' || next === '{' || next === '['
        ? 'missing comma between two items — add "," after the item before'
        : `expected "," or "]" after an item, found ${describe(next)}`,
  }
}

const leadingZero = (at: number): Explained => ({
  at,
  message: 'a number cannot start with 0 (write 7, not 07; or put it in quotes if it is a code)',
})

/**
 * The first fault inside a string token jsonc-parser reported (UnexpectedEndOfString, InvalidEscapeCharacter,
 * InvalidUnicode, InvalidCharacter): it names the token, this finds the character.
 */
function stringFault(text: string, start: number): Explained {
  for (let i = start + 1; i < text.length; ) {
    const c = text[i]
    if (c === '"') break
    if (c === '\\') {
      const next = text[i + 1]
      if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6
      else if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2
      else return { at: i, message: `"\\${next ?? ''}" is not a valid escape — write "\\\\" for a backslash` }
      continue
    }
    if (c === '\n' || c === '\r')
      return { at: i, message: 'a line break inside a string: close the string on the same line, or write \\n for a line break' }
    if (c < ' ') return { at: i, message: 'a control character (e.g. a tab) inside a string: write it as \\t or remove it' }
    i++
  }
  return { at: start, message: 'this string is never closed — a closing double quote (") is missing' }
}

/** 1-based line and column of a character offset. */
export function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

/** A key written twice in one object: JSON.parse keeps the last silently, so the first is lost without a word. */
export type DuplicateKey = { path: (string | number)[]; key: string; line: number; firstLine: number }

/** Every duplicate key of a (syntactically valid) JSON text, with the JSON path of its object and both lines. */
export function duplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = []
  const objects: Map<string, number>[] = []
  visit(text, {
    onObjectBegin: () => void objects.push(new Map()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (key, _offset, _length, startLine, _startCharacter, pathSupplier) => {
      const seen = objects.at(-1)
      if (!seen) return
      const first = seen.get(key)
      if (first === undefined) seen.set(key, startLine + 1)
      else found.push({ path: pathSupplier(), key, line: startLine + 1, firstLine: first })
    },
  })
  return found
}
