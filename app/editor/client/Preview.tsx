import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Segments } from './kit'
import { typeLabel } from './schema'

/**
 * The live preview: the page as the site's server render makes it (its components, its stylesheet, no script),
 * re-rendered on every change. The frame loads once; later renders swap the content of <main>, so the preview does
 * not flash or lose its scroll. It is shown at phone, tablet or desktop width, scaled to fit. Clicking a section
 * selects its form; the selected section is outlined.
 */
const WIDTHS = { phone: 390, tablet: 768, desktop: 1440 } as const
type Width = keyof typeof WIDTHS

const PREVIEW_CSS = `
[data-editor-section]{cursor:pointer;transition:box-shadow .12s}
[data-editor-section]:hover{box-shadow:inset 0 0 0 2px rgba(176,125,75,.65)}
[data-editor-section][data-editor-selected]{box-shadow:inset 0 0 0 3px #8a5a2b}
.editor-placeholder{margin:0;padding:28px 24px;background:repeating-linear-gradient(135deg,#faf6f0,#faf6f0 12px,#f3ece2 12px,#f3ece2 24px);border:2px dashed #c9a47c;color:#5c4630;font:600 15px/1.5 system-ui,sans-serif;text-align:center;cursor:pointer}
`

export function Preview({
  html,
  shown,
  sections,
  selected,
  onSelect,
  error,
  route,
}: {
  html: string | undefined
  shown: number[] | undefined
  sections: { type?: string }[]
  selected: number | null
  onSelect: (index: number) => void
  error?: string
  route: string
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const pane = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState<Width>(() => (window.innerWidth < 900 ? 'phone' : 'desktop'))
  const [size, setSize] = useState({ w: 800, h: 600 })
  const [loaded, setLoaded] = useState(false)
  const [srcdoc, setSrcdoc] = useState<string | undefined>(undefined)
  const select = useRef(onSelect)
  select.current = onSelect

  useLayoutEffect(() => {
    const el = pane.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) => setSize({ w: entry.contentRect.width, h: entry.contentRect.height }))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // First render: load the document. Later ones: swap <main>'s content.
  // biome-ignore lint/correctness/useExhaustiveDependencies: annotate reads this render's sections and selection; a new render (html) is what asks for it
  useEffect(() => {
    if (!html) return
    const doc = frame.current?.contentDocument
    const main = loaded ? doc?.querySelector('main') : null
    if (!doc || !main) {
      setSrcdoc(html)
      return
    }
    const next = new DOMParser().parseFromString(html, 'text/html')
    const nextMain = next.querySelector('main')
    if (!nextMain) return setSrcdoc(html)
    main.innerHTML = nextMain.innerHTML
    doc.title = next.title
    annotate(doc)
  }, [html, loaded])

  function annotate(doc: Document) {
    const main = doc.querySelector('main')
    if (!main || !shown) return
    if (!doc.getElementById('editor-preview-style')) {
      const style = doc.createElement('style')
      style.id = 'editor-preview-style'
      style.textContent = PREVIEW_CSS
      doc.head.append(style)
    }
    // Each rendered section is one element in <main> (an island's wrapper has no box: its content is outlined).
    const rendered = [...main.children]
    if (rendered.length !== shown.length) return
    rendered.forEach((el, k) => {
      const target = (el.matches('[data-island]') ? el.firstElementChild : el) as HTMLElement | null
      target?.setAttribute('data-editor-section', String(shown[k]))
    })
    // Sections that cannot render yet get a placeholder where they stand.
    sections.forEach((section, index) => {
      if (shown.includes(index)) return
      const placeholder = doc.createElement('p')
      placeholder.className = 'editor-placeholder'
      placeholder.setAttribute('data-editor-section', String(index))
      placeholder.textContent = `Section ${index + 1}${section?.type ? ` (${typeLabel(String(section.type))})` : ''} is not shown until its problems are fixed`
      const after = shown.filter((i) => i < index).length
      const before = rendered[after]
      if (before) before.before(placeholder)
      else main.append(placeholder)
    })
    highlight(doc)
  }

  function highlight(doc: Document) {
    for (const el of doc.querySelectorAll('[data-editor-selected]')) el.removeAttribute('data-editor-selected')
    if (selected === null) return
    const el = doc.querySelector(`[data-editor-section="${selected}"]`)
    el?.setAttribute('data-editor-selected', '')
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection (or the first load) is what moves the outline
  useEffect(() => {
    const doc = frame.current?.contentDocument
    if (!doc || !loaded) return
    highlight(doc)
    // Below the site's sticky header.
    const el = doc.querySelector(`[data-editor-section="${selected}"]`)
    const view = doc.defaultView
    if (el && view) view.scrollTo({ top: el.getBoundingClientRect().top + view.scrollY - 96, behavior: 'smooth' })
  }, [selected, loaded])

  const onLoad = () => {
    const doc = frame.current?.contentDocument
    if (!doc) return
    // Links and buttons in the preview select their section instead of leaving the page.
    doc.addEventListener(
      'click',
      (e) => {
        const target = e.target as Element
        const section = target.closest?.('[data-editor-section]')
        e.preventDefault()
        if (section) select.current(Number(section.getAttribute('data-editor-section')))
      },
      true,
    )
    doc.addEventListener('submit', (e) => e.preventDefault(), true)
    annotate(doc)
    setLoaded(true)
  }

  const w = WIDTHS[width]
  const scale = Math.min(1, size.w / w)
  return (
    <section aria-label="Live preview" className={css({ display: 'flex', flexDirection: 'column', h: '100%', minH: '0' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          px: '4',
          py: '2',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.surface',
          flexWrap: 'wrap',
        })}
      >
        <span className={css({ fontSize: 'sm', fontWeight: '600' })}>Preview</span>
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {route} · {w} px{scale < 1 ? ` at ${Math.round(scale * 100)}%` : ''}
        </span>
        <div className={css({ ml: 'auto' })}>
          <Segments
            label="Preview width"
            value={width}
            onChange={(v) => setWidth(v as Width)}
            options={[
              { value: 'phone', label: 'Phone' },
              { value: 'tablet', label: 'Tablet' },
              { value: 'desktop', label: 'Desktop' },
            ]}
          />
        </div>
      </div>
      {error ? <p className={css({ p: '4', color: 'danger', fontSize: 'sm' })}>The preview could not be rendered: {error}</p> : null}
      <div ref={pane} className={css({ flex: '1', minH: '0', overflow: 'hidden', bg: 'stone.100', position: 'relative' })}>
        <iframe
          ref={frame}
          title={`Preview of ${route}`}
          srcDoc={srcdoc}
          onLoad={onLoad}
          sandbox="allow-same-origin"
          data-preview-width={w}
          style={{
            width: w,
            height: size.h / scale,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            border: 0,
            background: '#fff',
            display: 'block',
            margin: scale === 1 ? '0 auto' : 0,
          }}
        />
      </div>
    </section>
  )
}
