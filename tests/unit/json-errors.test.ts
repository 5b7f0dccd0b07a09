import { describe, expect, it } from 'vitest'
import { explainJsonError } from '../../schemas/json-errors'

/**
 * The words and the place of every JSON syntax error an author can meet (schemas/json-errors.ts): jsonc-parser finds
 * the error; the message and the line:column are the ones authors have read since the hand-written scanner it replaced.
 */
const cases: [text: string, expected: string][] = [
  ['{\n  "a": 1,\n}', '2:9 trailing comma after the last property — remove this "," (JSON allows no comma before "}")'],
  ['[1, 2,]', '1:6 trailing comma after the last item — remove this "," (JSON allows no comma before "]")'],
  ['{"a": 1, "b": 2}\n}', '2:1 unexpected "}" after the end of the JSON value — is there a "}" or "]" too many?'],
  ['{\n  "a": 1\n  "b": 2\n}', '3:3 missing comma between two properties — add "," at the end of the line before'],
  ['[{} {}]', '1:5 missing comma between two items — add "," after the item before'],
  ['{"a": 1 x}', '1:9 expected "," or "}" after a property value, found "x"'],
  ['[1 x]', '1:4 expected "," or "]" after an item, found "x"'],
  ['{"a" 1}', '1:6 expected ":" after the property name, found "1"'],
  ['{"a"', '1:5 expected ":" after the property name, found the end of the file'],
  [
    '{"title": "The "Best" Granite"}',
    '1:16 unescaped quote (") inside a string: write \\" for a quote inside text, or use typographic quotes “…”',
  ],
  ['{"a": 07}', '1:7 a number cannot start with 0 (write 7, not 07; or put it in quotes if it is a code)'],
  ['{"a": "line\nbreak"}', '1:12 a line break inside a string: close the string on the same line, or write \\n for a line break'],
  ['{"a": "tab\there"}', '1:11 a control character (e.g. a tab) inside a string: write it as \\t or remove it'],
  ['{"a": "C:\\path"}', '1:10 "\\p" is not a valid escape — write "\\\\" for a backslash'],
  ['{"a": "open', '1:7 this string is never closed — a closing double quote (") is missing'],
  ['{\n  "a": [1, 2\n', '3:1 the file ends before the "[" opened at line 2 is closed — a "]" is missing'],
  ['', '1:1 the file is empty — a page or record file holds one JSON object { … }'],
  ['{"a": True}', '1:7 "True" is not a JSON value: write true, false or null in lowercase'],
  ['{"a": yes}', '1:7 text must be in double quotes: "yes…"'],
  ["{'a': 1}", '1:2 property names need double quotes ("name"), not single quotes'],
  ['{"a": \'b\'}', '1:7 strings and property names need double quotes ("…"), not single quotes'],
  ['{a: 1}', '1:2 property names need double quotes: "a"'],
  ['{"a": 1, ]}', '1:10 expected a property name in double quotes, found "]"'],
  ['{"a": ]}', '1:7 expected a value (text in double quotes, a number, true, false, null, { … } or [ … ]), found "]"'],
  ['{\n  // note\n  "a": 1\n}', '2:3 JSON allows no comments: remove it'],
  ['\uFEFF{"a": 1,}', '1:9 trailing comma after the last property — remove this "," (JSON allows no comma before "}")'],
  ['[1.]', '1:3 expected "," or "]" after an item, found "."'],
  ['{"a": trueish}', '1:11 expected "," or "}" after a property value, found "i"'],
  ['\r\n{\r\n  "a": 1,\r\n}', '3:9 trailing comma after the last property — remove this "," (JSON allows no comma before "}")'],
]

describe('a JSON syntax error, explained', () => {
  it.each(cases)('%j', (text, expected) => {
    const explained = explainJsonError(text)
    expect(explained && `${explained.line}:${explained.column} ${explained.message}`).toBe(expected)
  })

  it('finds nothing in valid JSON', () => {
    expect(explainJsonError('{\n  "a": [1, "two", { "b": null }]\n}\n')).toBeUndefined()
  })
})
