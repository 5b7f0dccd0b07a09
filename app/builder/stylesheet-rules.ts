import { AttributeAction, parse, type Selector, SelectorType } from 'css-what'
import postcss, { type Rule } from 'postcss'

/**
 * A stylesheet cut down to the rules a page's class names allow, for the critical CSS (app/builder/prerender.ts). Beasties
 * parses the stylesheet and tests every selector against the page's elements (1,400 rules: 4.5 s of a full build's
 * 6 s of prerendering); given the cut (a third of them on a page), it takes half that and picks the same rules.
 *
 * A rule is left out only when every one of its selectors names, before its first pseudo-class, a class that no
 * element of the page has: beasties drops pseudo-classes before matching but keeps what comes before the first one,
 * so such a selector matches nothing there either. Everything else (at-rules, keyframes, comments, rules without a
 * class, and what `keep` names) stays as written. The stylesheet is parsed once; a page costs a pass over its parts.
 */
export function rulesForPage(css: string, keep: (selector: string) => boolean): (html: string) => string {
  const index = new Map<Rule, number>()
  /** Per rule, per selector, the class names it needs (lower case), and the rule it is nested in (-1: none). */
  const needs: string[][][] = []
  const parents: number[] = []
  const pieces: { text: string; rule: number }[] = []
  /** The innermost rule a node is part of (its own, for a rule), by index; -1 outside every rule. */
  const ruleOf = (node: postcss.Node | undefined): number => {
    for (let n = node; n; n = n.parent as postcss.Node | undefined) if (n.type === 'rule') return ruleIndex(n as Rule)
    return -1
  }
  function ruleIndex(rule: Rule): number {
    let i = index.get(rule)
    if (i === undefined) {
      const parent = ruleOf(rule.parent as postcss.Node | undefined)
      i = needs.length
      index.set(rule, i)
      needs.push(rule.selectors.map((selector) => (keep(selector) ? [] : classesBeforePseudo(selector))))
      parents.push(parent)
    }
    return i
  }
  postcss.stringify(postcss.parse(css), (text, node) => pieces.push({ text, rule: ruleOf(node) }))

  return (html) => {
    const classes = pageClasses(html)
    const kept = needs.map(() => true)
    needs.forEach((selectors, i) => {
      kept[i] = (parents[i] < 0 || kept[parents[i]]) && selectors.some((names) => names.every((name) => classes.has(name)))
    })
    let out = ''
    for (const piece of pieces) if (piece.rule < 0 || kept[piece.rule]) out += piece.text
    return out
  }
}

/** Every class name in the page's class attributes, as written (the build gives them decoded: app/builder/prerender.ts), lower case. */
function pageClasses(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, double, single] of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g))
    for (const name of (double ?? single).split(/\s+/)) if (name) classes.add(name.toLowerCase())
  return classes
}

/**
 * The class names a selector needs before its first pseudo-class or pseudo-element, lower case, read by the selector
 * parser beasties itself uses: `.md\:d_flex` needs `md:d_flex`; `.group:hover .x` needs `group`; `:where(.a)` needs
 * none. A selector the parser refuses needs none (its rule stays; beasties decides).
 */
export function classesBeforePseudo(selector: string): string[] {
  let parsed: Selector[][]
  try {
    parsed = parse(selector)
  } catch {
    return []
  }
  const names: string[] = []
  for (const token of parsed.length === 1 ? parsed[0] : []) {
    if (token.type === SelectorType.Pseudo || token.type === SelectorType.PseudoElement) break
    if (token.type === SelectorType.Attribute && token.name === 'class' && token.action === AttributeAction.Element)
      names.push(token.value.toLowerCase())
  }
  return names
}
