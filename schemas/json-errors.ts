/**
 * Explains a JSON syntax error the way an author fixes it: the real line and column, and what is wrong in words
 * ("trailing comma after the last item", "unescaped quote inside a string"), not the parser's token talk.
 * Runs only when JSON.parse has failed: a small scanner walks the text to the first mistake.
 */
import { visit } from 'jsonc-parser'

export type JsonSyntaxError = { line: number; column: number; message: string }

class Stop extends Error {
  constructor(
    readonly at: number,
    readonly explanation: string,
  ) {
    super(explanation)
  }
}

export function explainJsonError(text: string): JsonSyntaxError | undefined {
  let i = 0
  const stack: { char: string; at: number }[] = []

  const fail = (at: number, message: string): never => {
    throw new Stop(at, message)
  }
  const space = () => {
    while (i < text.length) {
      const c = text[i]
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++
      else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) fail(i, 'JSON allows no comments: remove it')
      else break
    }
  }
  const describe = (c: string | undefined) => (c === undefined ? 'the end of the file' : `"${c}"`)
  const endOfFile = () => {
    const open = stack.at(-1)
    const { line } = position(text, open?.at ?? 0)
    return fail(
      text.length,
      open
        ? `the file ends before the "${open.char}" opened at line ${line} is closed — a "${open.char === '{' ? '}' : ']'}" is missing`
        : 'the file is empty — a page or record file holds one JSON object { … }',
    )
  }

  const string = () => {
    const start = i
    if (text[i] === "'") fail(i, 'strings and property names need double quotes ("…"), not single quotes')
    i++
    while (i < text.length) {
      const c = text[i]
      if (c === '"') {
        i++
        return start
      }
      if (c === '\\') {
        const next = text[i + 1]
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6
        else if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2
        else fail(i, `"\\${next ?? ''}" is not a valid escape — write "\\\\" for a backslash`)
        continue
      }
      if (c === '\n' || c === '\r')
        fail(i, 'a line break inside a string: close the string on the same line, or write \\n for a line break')
      if (c < ' ') fail(i, 'a control character (e.g. a tab) inside a string: write it as \\t or remove it')
      i++
    }
    return fail(start, 'this string is never closed — a closing double quote (") is missing')
  }

  /** After a string ended: a letter right after it means the string closed early on an unescaped quote. */
  const checkEarlyClose = (closedAt: number) => {
    const rest = text.slice(i).match(/^[ \t]*([^\s,:}\]])/)
    if (rest && rest[1] !== '"' && /[\p{L}\p{N}'’.!?-]/u.test(rest[1]))
      fail(closedAt, 'unescaped quote (") inside a string: write \\" for a quote inside text, or use typographic quotes “…”')
  }

  const value = (): void => {
    space()
    const c = text[i]
    if (c === undefined) endOfFile()
    if (c === '{') {
      object()
      return
    }
    if (c === '[') {
      array()
      return
    }
    if (c === '"' || c === "'") {
      string()
      checkEarlyClose(i - 1)
      return
    }
    const literal = text.slice(i).match(/^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/)
    if (literal) {
      if (/^-?0\d/.test(text.slice(i))) fail(i, 'a number cannot start with 0 (write 7, not 07; or put it in quotes if it is a code)')
      i += literal[0].length
      return
    }
    const word = text.slice(i).match(/^[A-Za-z_][\w-]*/)?.[0]
    if (word)
      fail(
        i,
        /^(True|False|TRUE|FALSE|Null|NULL|undefined)$/.test(word)
          ? `"${word}" is not a JSON value: write true, false or null in lowercase`
          : `text must be in double quotes: "${word}…"`,
      )
    fail(i, `expected a value (text in double quotes, a number, true, false, null, { … } or [ … ]), found ${describe(c)}`)
  }

  const object = () => {
    stack.push({ char: '{', at: i })
    i++
    space()
    if (text[i] === '}') {
      i++
      stack.pop()
      return
    }
    for (;;) {
      space()
      const c = text[i]
      if (c === undefined) endOfFile()
      if (c === '}') fail(lastComma, 'trailing comma after the last property — remove this "," (JSON allows no comma before "}")')
      if (c === "'") fail(i, 'property names need double quotes ("name"), not single quotes')
      if (c !== '"') {
        const word = text.slice(i).match(/^[A-Za-z_$][\w$-]*/)?.[0]
        fail(i, word ? `property names need double quotes: "${word}"` : `expected a property name in double quotes, found ${describe(c)}`)
      }
      string()
      space()
      if (text[i] !== ':') fail(i, `expected ":" after the property name, found ${describe(text[i])}`)
      i++
      value()
      space()
      const next = text[i]
      if (next === ',') {
        lastComma = i
        i++
        continue
      }
      if (next === '}') {
        i++
        stack.pop()
        return
      }
      if (next === undefined) endOfFile()
      fail(
        i,
        next === '"'
          ? 'missing comma between two properties — add "," at the end of the line before'
          : `expected "," or "}" after a property value, found ${describe(next)}`,
      )
    }
  }

  let lastComma = 0
  const array = () => {
    stack.push({ char: '[', at: i })
    i++
    space()
    if (text[i] === ']') {
      i++
      stack.pop()
      return
    }
    for (;;) {
      space()
      if (text[i] === ']') fail(lastComma, 'trailing comma after the last item — remove this "," (JSON allows no comma before "]")')
      value()
      space()
      const next = text[i]
      if (next === ',') {
        lastComma = i
        i++
        continue
      }
      if (next === ']') {
        i++
        stack.pop()
        return
      }
      if (next === undefined) endOfFile()
      fail(
        i,
        next === '"' || next === '{' || next === '['
          ? 'missing comma between two items — add "," after the item before'
          : `expected "," or "]" after an item, found ${describe(next)}`,
      )
    }
  }

  try {
    if (text.charCodeAt(0) === 0xfeff) i = 1
    space()
    if (i >= text.length) endOfFile()
    value()
    space()
    if (i < text.length) fail(i, `unexpected ${describe(text[i])} after the end of the JSON value — is there a "}" or "]" too many?`)
    return undefined
  } catch (error) {
    if (!(error instanceof Stop)) throw error
    return { ...position(text, error.at), message: error.explanation }
  }
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
