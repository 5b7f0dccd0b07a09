import { useId, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'

export type SectionTone = 'default' | 'subtle' | 'stone' | 'dark'

type SectionProps = {
  /** The section anchor from page JSON ("#quote" links land here). */
  id?: string
  tone?: SectionTone
  eyebrow?: string
  title?: string
  intro?: string
  /** Heading alignment: grids read best centred, prose and tables left. */
  align?: 'start' | 'center'
  /** split: heading beside the content on large screens. */
  layout?: 'stack' | 'split'
  className?: string
  children?: ReactNode
}

/**
 * The outer shell of every section: a <section> with its background tone, the content-width container and the
 * optional heading (eyebrow, h2 title, intro). When a title exists the section is labelled by it.
 */
export function Section({
  id,
  tone = 'default',
  eyebrow,
  title,
  intro,
  align = 'start',
  layout = 'stack',
  className,
  children,
}: SectionProps) {
  const titleId = useId()
  const classes = section({ tone, align, layout })
  return (
    <section id={id} aria-labelledby={title ? titleId : undefined} className={cx(classes.root, className)}>
      {tone === 'stone' ? <StoneTexture className={classes.texture} /> : null}
      <div className={classes.container}>
        {eyebrow || title || intro ? (
          <header className={classes.header}>
            {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
            {title ? (
              <h2 id={titleId} className={classes.title}>
                {title}
              </h2>
            ) : null}
            {intro ? <p className={classes.intro}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  )
}

/**
 * The subtle stone texture behind "stone" sections and text-only heroes: a decoration, so a CSS background (the
 * image's renditions by screen width are set once in panda.config.ts as --stone-texture), never content.
 */
export function StoneTexture({ className }: { className: string }) {
  return <div className={className} aria-hidden="true" />
}
