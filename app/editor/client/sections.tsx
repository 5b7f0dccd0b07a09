import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ChevronDown, ChevronRight, GripVertical, MoreHorizontal, Plus } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import * as Menu from '../../../ui/menu'
import { ObjectFields } from './fields/Field'
import { countIssuesIn, useFormIssues } from './fields/form'
import { styles as s, smallButton } from './fields/styles'
import { branchOf, type SchemaNode, summaryOf, typeLabel } from './schema'

/**
 * The page's sections as a list of forms: each folds to its type and headline, reorders by drag (or with the
 * keyboard: Space on the handle, arrows, Space) and from its menu, duplicates, and is removed with an undo.
 */
export type SectionActions = {
  move: (from: number, to: number) => void
  duplicate: (index: number) => void
  remove: (index: number) => void
  addAt: (index: number) => void
  toggle: (key: string) => void
  select: (index: number) => void
}

const card = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  boxShadow: 'soft',
  '&[data-selected]': { borderColor: 'accent.default', boxShadow: '0 0 0 2px {colors.bronze.200}' },
  '&[data-dragging]': { boxShadow: 'lifted', zIndex: 2, position: 'relative' },
})

function SectionCard({
  id,
  index,
  count,
  section,
  node,
  expanded,
  selected,
  actions,
}: {
  id: string
  index: number
  count: number
  section: Record<string, unknown>
  node: SchemaNode
  expanded: boolean
  selected: boolean
  actions: SectionActions
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id })
  const branch = branchOf(node, section)
  const problems = countIssuesIn(useFormIssues(), ['sections', index])
  const type = typeof section?.type === 'string' ? section.type : 'unknown'
  const name = `${typeLabel(type)} (section ${index + 1})`
  const summary = summaryOf(section)
  const ref = useRef<HTMLLIElement | null>(null)
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [selected])
  return (
    <li
      ref={(el) => {
        setNodeRef(el)
        ref.current = el
      }}
      className={card}
      data-section-card={index}
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className={s.itemHead}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={cx(s.iconButton, css({ cursor: 'grab' }))}
          aria-label={`Drag ${name} to reorder`}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" />
        </button>
        <button
          type="button"
          className={s.itemTitle}
          aria-expanded={expanded}
          onClick={() => {
            actions.toggle(id)
            actions.select(index)
          }}
        >
          {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          <span className={css({ fontWeight: '600' })}>{typeLabel(type)}</span>
          {summary ? (
            <span className={css({ color: 'fg.muted', fontWeight: '400', overflow: 'hidden', textOverflow: 'ellipsis' })}>· {summary}</span>
          ) : null}
        </button>
        {problems ? <span className={s.badge}>{problems} to fix</span> : null}
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger className={s.iconButton} aria-label={`Actions for ${name}`}>
            <MoreHorizontal aria-hidden="true" />
          </Menu.Trigger>
          <Menu.Positioner className={css({ zIndex: '60!' })}>
            <Menu.Content>
              <Menu.Item value="up" disabled={index === 0} onSelect={() => actions.move(index, index - 1)}>
                Move up
              </Menu.Item>
              <Menu.Item value="down" disabled={index === count - 1} onSelect={() => actions.move(index, index + 1)}>
                Move down
              </Menu.Item>
              <Menu.Item value="duplicate" onSelect={() => actions.duplicate(index)}>
                Duplicate
              </Menu.Item>
              <Menu.Item value="add" onSelect={() => actions.addAt(index + 1)}>
                Add a section below
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="remove" onSelect={() => actions.remove(index)}>
                Remove
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Menu.Root>
      </div>
      {expanded ? (
        <fieldset className={cx(s.itemBody, css({ border: '0', m: '0', minW: '0' }))} aria-label={name}>
          {branch ? (
            <>
              {branch.description ? <p className={s.help}>{branch.description}</p> : null}
              <ObjectFields node={branch} path={['sections', index]} value={section} skip={['type']} />
            </>
          ) : (
            <p className={s.error}>This section’s type “{type}” is not a section type of the site: choose another or remove it.</p>
          )}
        </fieldset>
      ) : null}
    </li>
  )
}

export function SectionList({
  sections,
  keys,
  node,
  expanded,
  selected,
  actions,
}: {
  sections: Record<string, unknown>[]
  keys: string[]
  node: SchemaNode
  expanded: Set<string>
  selected: number | null
  actions: SectionActions
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    actions.move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)))
  }
  const moving = useRef<{ name: string; position: number } | null>(null)
  const label = (id: string | number) => {
    const i = keys.indexOf(String(id))
    return `${typeLabel(String(sections[i]?.type ?? 'section'))} (section ${i + 1})`
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          // Named and placed as they were while dragging: the drop is announced after the list has re-rendered
          // in its new order, where the same lookups would name another section.
          announcements: {
            onDragStart: ({ active }) => {
              moving.current = { name: label(active.id), position: keys.indexOf(String(active.id)) + 1 }
              return `Picked up ${moving.current.name}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`
            },
            onDragOver: ({ active, over }) => {
              if (!over) return undefined
              const position = keys.indexOf(String(over.id)) + 1
              if (moving.current) moving.current.position = position
              return `${moving.current?.name ?? label(active.id)} is over position ${position}.`
            },
            onDragEnd: ({ over }) =>
              over && moving.current ? `${moving.current.name} dropped at position ${moving.current.position}.` : 'Dropped.',
            onDragCancel: () => `Moving ${moving.current?.name ?? 'the section'} was cancelled.`,
          },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol
            aria-label="Sections of the page"
            className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })}
          >
            {sections.map((section, i) => (
              <SectionCard
                key={keys[i]}
                id={keys[i]}
                index={i}
                count={sections.length}
                section={section}
                node={node}
                expanded={expanded.has(keys[i])}
                selected={selected === i}
                actions={actions}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {sections.length === 0 ? <p className={s.help}>This page has no section yet: add the first one.</p> : null}
      <div>
        <button type="button" className={smallButton('primary')} onClick={() => actions.addAt(sections.length)}>
          <Plus aria-hidden="true" /> Add section
        </button>
      </div>
    </div>
  )
}
