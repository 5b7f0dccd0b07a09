import type { ReactNode } from 'react'
import { closingPanel } from 'styled-system/recipes'

/** The panel that closes a tool (the gallery's call to action, the slab catalogue's help): heading, text, actions. */
export function ClosingPanel({
  title,
  text,
  tone,
  children,
}: {
  title: string
  text?: string
  tone?: 'dark' | 'accent'
  children: ReactNode
}) {
  const classes = closingPanel({ tone })
  return (
    <div className={classes.root}>
      <div>
        <h3 className={classes.title}>{title}</h3>
        {text ? <p className={classes.text}>{text}</p> : null}
      </div>
      <div className={classes.actions}>{children}</div>
    </div>
  )
}
