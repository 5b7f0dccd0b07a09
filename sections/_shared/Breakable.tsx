import { Fragment } from 'react'

/**
 * Text that may break only at natural points when it does not fit: after "@", "/" and before "." in e-mail and web
 * addresses (never in the middle of a word), e.g. "hello@<wbr>westchesterstone<wbr>.example<wbr>.com".
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[@/])|(?=\.)/)
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
