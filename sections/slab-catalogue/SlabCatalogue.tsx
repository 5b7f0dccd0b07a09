import { Check, Heart, Star } from 'lucide-react'
import { useId, useState } from 'react'
import { cx } from 'styled-system/css'
import { button, pill, slabCatalogue } from 'styled-system/recipes'
import { Picture } from '../../ui/Picture'
import * as Dialog from '../../ui/dialog'
import * as ToggleGroup from '../../ui/toggle-group'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Breakable } from '../_shared/Breakable'
import { ButtonLink } from '../_shared/Buttons'
import { ClosingPanel } from '../_shared/ClosingPanel'
import type { SectionText } from '../../schemas/section-text'
import { Section } from '../_shared/Section'
import { useUrlFilter } from '../_shared/useUrlFilter'
import { counted, fill } from '../_shared/text'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

type Slab = Props['slabs'][number]
type Classes = ReturnType<typeof slabCatalogue>
/** Its words (data/section-text.json); the help, the select link and the source labels are resolved into the props. */
type Text = Omit<SectionText['slab-catalogue'], 'help' | 'selectTo' | 'origin' | 'brand'>

const cardSizes = '(min-width: 1280px) 272px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, calc(100vw - 40px)'

/**
 * The slab catalogue (the specification's slab selection): filter buttons (All and each category; in the URL as
 * ?material=granite), the count line "Showing N slabs", a favourites count shown only above zero, swatch cards with
 * a favourite toggle and View Details always visible (touch and keyboard, not only hover), and the details dialog
 * with every feature, "Select This Slab" (→ the quote form, prefilled) and the favourite toggle. Local state only:
 * nothing is persisted. Without JavaScript every slab shows with its details and a Select link.
 */
export default function SlabCatalogue({ id, eyebrow, title, intro, tone, categories, slabs, help, text }: Props) {
  const filters = ['all', ...categories.map((c) => c.id)]
  const [filter, setFilter] = useUrlFilter('material', filters, 'all')
  const [favorites, setFavorites] = useState<string[]>([])
  const details = Dialog.useRecordDialog<Slab>()
  const open = details.open
  const statusId = useId()
  const classes = slabCatalogue()

  const shown = slabs.filter((s) => filter === 'all' || s.category === filter)
  const category = categories.find((c) => c.id === filter)
  const toggleFavorite = (slabId: string) =>
    setFavorites((current) => (current.includes(slabId) ? current.filter((f) => f !== slabId) : [...current, slabId]))

  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <div className={classes.filters} data-requires-script="">
        <ToggleGroup.Root
          value={[filter]}
          onValueChange={(details) => details.value[0] && setFilter(details.value[0])}
          aria-label={text.filterLabel}
          aria-controls={statusId}
        >
          <ToggleGroup.Item value="all">{text.all}</ToggleGroup.Item>
          {categories.map((c) => (
            <ToggleGroup.Item key={c.id} value={c.id}>
              {c.name}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <div className={classes.toolbar}>
        <p className={classes.about}>{category ? category.description : null}</p>
        <p id={statusId} className={classes.status} role="status">
          <span>{counted(text.status, shown.length)}</span>
          {favorites.length > 0 ? <span className={classes.favorites}>{counted(text.favorites, favorites.length)}</span> : null}
        </p>
      </div>

      <ul className={classes.grid}>
        {shown.map((slab) => {
          const favorite = favorites.includes(slab.id)
          return (
            <li key={slab.id} className={classes.card} data-part="card">
              <div className={classes.media}>
                <Picture image={slab.image} sizes={cardSizes} />
                <div className={classes.badges}>
                  <span className={pill({ tone: 'neutral' })}>{slab.categoryName}</span>
                  {slab.popular ? (
                    <span className={pill({ tone: 'solid' })}>
                      <Star aria-hidden="true" />
                      {text.popular}
                    </span>
                  ) : null}
                </div>
              </div>
              <div className={classes.body}>
                <h3 className={classes.name}>{slab.name}</h3>
                <p className={classes.color}>{slab.color}</p>
                <Specs slab={slab} classes={classes} text={text} />
                <ul className={classes.features}>
                  {slab.features.slice(0, 2).map((f) => (
                    <li key={f}>
                      <Check aria-hidden="true" />
                      {f}
                    </li>
                  ))}
                </ul>
                <p className={classes.price}>
                  {slab.price}
                  <small>{text.perSqFt}</small>
                </p>
                <div className={classes.actions} data-requires-script="">
                  <FavoriteToggle
                    slab={slab}
                    pressed={favorite}
                    onToggle={() => toggleFavorite(slab.id)}
                    label={text.favorite}
                    classes={classes}
                  />
                  <button
                    type="button"
                    className={cx(button({ variant: 'secondary', size: 'sm' }), classes.details)}
                    {...details.opener(slab)}
                    aria-label={fill(text.viewDetails.label, { name: slab.name })}
                  >
                    <span className={classes.long}>{`${text.viewDetails.view}\u00a0`}</span>
                    {text.viewDetails.details}
                  </button>
                </div>
                <div data-no-script="">
                  <a href={slab.select} className={cx(button({ size: 'sm' }))}>
                    {text.select}
                  </a>
                </div>
              </div>
            </li>
          )
        })}
      </ul>

      {id ? (
        <p className={classes.top}>
          <a href={`#${id}`}>{text.backToFilters}</a>
        </p>
      ) : null}

      <ClosingPanel title={help.title} text={help.text} tone="accent">
        {help.buttons.map((b, i) => (
          <ButtonLink key={`${b.href}-${i}`} data={b} size="md" variant={i === 0 ? 'primary' : i === 1 ? 'secondary' : 'ghost'} />
        ))}
      </ClosingPanel>

      <Dialog.Root {...details.root}>
        <Dialog.Frame title={open?.name} description={open ? `${open.categoryName} · ${open.color}` : undefined}>
          {open ? (
            <div className={classes.dialogGrid}>
              <div className={classes.dialogMedia}>
                <Picture image={open.image} sizes="(min-width: 768px) 420px, 100vw" />
              </div>
              <div className={classes.body}>
                <Specs slab={open} classes={classes} text={text} />
                <p className={classes.price}>
                  {open.price}
                  <small>{text.perSqFt}</small>
                </p>
                <h4 className={classes.specLabel}>{text.features}</h4>
                <ul className={classes.features}>
                  {open.features.map((f) => (
                    <li key={f}>
                      <Check aria-hidden="true" />
                      {f}
                    </li>
                  ))}
                </ul>
                <div className={classes.dialogActions}>
                  <a href={open.select} className={button({ size: 'md' })}>
                    {text.select}
                  </a>
                  <FavoriteToggle
                    slab={open}
                    pressed={favorites.includes(open.id)}
                    onToggle={() => toggleFavorite(open.id)}
                    label={text.favorite}
                    classes={classes}
                  />
                </div>
              </div>
            </div>
          ) : null}
        </Dialog.Frame>
      </Dialog.Root>
    </Section>
  )
}

function Specs({ slab, classes, text }: { slab: Slab; classes: Classes; text: Text }) {
  const specs = [
    [slab.source.label, slab.source.value],
    [text.finish, slab.finish],
    [text.thickness, slab.thickness],
  ] as const
  return (
    <dl className={classes.specs}>
      {specs.map(([label, value]) => (
        <div key={label} className={classes.spec}>
          <dt className={classes.specLabel}>{label}</dt>
          <dd className={classes.specValue}>
            <Breakable text={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function FavoriteToggle({
  slab,
  pressed,
  onToggle,
  label,
  classes,
}: {
  slab: Slab
  pressed: boolean
  onToggle: () => void
  /** "Favorite {name}" (data/section-text.json). */
  label: string
  classes: Classes
}) {
  return (
    <button
      type="button"
      className={classes.favorite}
      aria-pressed={pressed}
      aria-label={fill(label, { name: slab.name })}
      onClick={onToggle}
    >
      <Heart aria-hidden="true" />
    </button>
  )
}
