import { useQuery } from '@tanstack/react-query'
import { Plus, Search } from 'lucide-react'
import { useMemo, useState } from 'react'
import { css, cx } from 'styled-system/css'
import * as Dialog from '../../../ui/dialog'
import { newPageFile, routeProblem } from '../shared/routes'
import { api, type LaunchItem, type Project } from './api'
import { styles as s, smallButton } from './fields/styles'
import { inputClass } from './kit'
import { dataHref, navigate, pageHref } from './nav'
import { countOf } from '../../../schemas/words'
import { readDraft, unsavedNewPages } from './useEditing'
import { PublishPanel } from './PublishPanel'
import { pageFileToRoute } from '../../../schemas/routing'

/** Every page (address, title, draft, last check, last change) with search, the collections, and a new page. */

const table = css({
  w: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    textAlign: 'start',
    fontWeight: '600',
    color: 'fg.muted',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& td': { px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'top' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
})
const numeric = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const link = css({ fontWeight: '600', color: 'accent.text', _hover: { textDecoration: 'underline' } })
const pill = css({ display: 'inline-block', fontSize: 'xs', fontWeight: '600', px: '2', py: '0.5', borderRadius: 'full' })

const ago = (ms: number | null) => {
  if (ms === null) return '—'
  const minutes = Math.round((Date.now() - ms) / 60000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  return new Date(ms).toLocaleDateString()
}

/** What the list shows, said once under the search (a status: a screen reader hears it as the search narrows). */
function listStatus(total: number | undefined, shown: number, query: string) {
  if (total === undefined) return 'Reading the pages…'
  if (!query) return countOf(total, 'page')
  if (!shown) return `No page matches “${query}”: the search looks at addresses, titles and file names.`
  return `${shown} of ${countOf(total, 'page')} ${shown === 1 ? 'matches' : 'match'} “${query}”`
}

function NewPage({ routes, open, onOpenChange }: { routes: string[]; open: boolean; onOpenChange: (o: boolean) => void }) {
  const [route, setRoute] = useState('/')
  const [tried, setTried] = useState(false)
  const problem = routeProblem(route, routes)
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Dialog.Frame title="New page" description="A page's address is its file in pages/.">
        <form
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          onSubmit={(e) => {
            e.preventDefault()
            setTried(true)
            if (problem) return
            onOpenChange(false)
            navigate(pageHref(newPageFile(route), true))
          }}
        >
          <div className={s.field}>
            <label htmlFor="new-route" className={s.label}>
              Address
            </label>
            <input
              id="new-route"
              className={inputClass}
              value={route}
              onChange={(e) => setRoute(e.target.value.trim())}
              aria-invalid={tried && problem ? true : undefined}
              aria-describedby="new-route-help new-route-error"
            />
            <p id="new-route-help" className={s.help}>
              {problem ? 'Like /outdoor-kitchen-countertops or /services/outdoor-kitchens.' : `The page will be ${newPageFile(route)}.`}
            </p>
            {tried && problem ? (
              <p id="new-route-error" className={s.error}>
                {problem}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className={smallButton('primary')}>
              Create page
            </button>
          </div>
        </form>
      </Dialog.Frame>
    </Dialog.Root>
  )
}

export function PageList() {
  const project = useQuery({ queryKey: ['project'], queryFn: api.project })
  // What each page earned lately (views, leads), from the store the server's environment names.
  const figures = useQuery({ queryKey: ['figures'], queryFn: api.figures })
  const earned = useMemo(() => new Map(figures.data?.pages.map((f) => [f.page, f])), [figures.data])
  const days = figures.data?.days ?? 30
  const [query, setQuery] = useState('')
  const [creating, setCreating] = useState(false)
  const pages = useMemo(() => {
    const q = query.trim().toLowerCase()
    return (project.data?.pages ?? []).filter((p) => !q || `${p.route ?? '404'} ${p.title ?? ''} ${p.file}`.toLowerCase().includes(q))
  }, [project.data, query])
  // New pages begun here and not saved yet: listed with the files, opened where they were left.
  const unsaved = useMemo(() => {
    if (!project.data) return []
    const q = query.trim().toLowerCase()
    return unsavedNewPages(new Set(project.data.pages.map((p) => p.file))).filter(
      (p) => !q || `${pageFileToRoute(p.file)} ${p.title ?? ''} ${p.file}`.toLowerCase().includes(q),
    )
  }, [project.data, query])
  const open = (href: string) => (e: React.MouseEvent) => {
    e.preventDefault()
    navigate(href)
  }
  return (
    <main
      className={css({
        maxW: '75rem',
        mx: 'auto',
        px: { base: '4', md: '8' },
        py: '8',
        display: 'flex',
        flexDirection: 'column',
        gap: '6',
      })}
    >
      <header className={css({ display: 'flex', alignItems: 'flex-end', gap: '4', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1', minW: '16rem' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: '600', fontFamily: 'heading' })}>Pages</h1>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            Every file in pages/, checked like <code>npm run validate</code> checks it. The{' '}
            <a className={link} href="/_sections">
              section catalogue
            </a>{' '}
            shows every section type.
          </p>
        </div>
        <button type="button" className={smallButton('primary')} onClick={() => setCreating(true)} disabled={!project.data}>
          <Plus aria-hidden="true" /> New page
        </button>
      </header>
      <PublishPanel />
      <div className={css({ position: 'relative', maxW: '28rem' })}>
        <label htmlFor="page-search" className={cx(s.label, css({ mb: '1' }))}>
          Search pages
        </label>
        <Search aria-hidden="true" className={css({ position: 'absolute', left: '3', bottom: '2.5', w: '4', h: '4', color: 'fg.muted' })} />
        <input
          id="page-search"
          className={cx(inputClass, css({ pl: '9' }))}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Address, title or file"
        />
      </div>
      {project.isError ? (
        <p className={s.error}>The pages could not be read: {(project.error as Error).message}</p>
      ) : (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', mt: '-3' })}>
          {listStatus(project.data?.pages.length, pages.length, query.trim())}
          {unsaved.length ? ` · ${countOf(unsaved.length, 'new page')} not saved yet` : ''}
        </p>
      )}
      <div
        hidden={!pages.length && !unsaved.length}
        className={css({ overflowX: 'auto', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg' })}
      >
        <table className={table}>
          <caption className={css({ srOnly: true })}>Pages of the site ({pages.length} shown)</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Title</th>
              <th scope="col">Draft</th>
              <th scope="col">Check</th>
              <th scope="col">Last change</th>
              <th scope="col" className={numeric}>
                Views, {days} days
              </th>
              <th scope="col" className={numeric}>
                Leads, {days} days
              </th>
            </tr>
          </thead>
          <tbody>
            {unsaved.map((p) => (
              <tr key={p.file} data-page={p.file} data-unsaved>
                <td>
                  <a className={link} href={pageHref(p.file, true)} onClick={open(pageHref(p.file, true))}>
                    {pageFileToRoute(p.file)}
                  </a>
                  <span className={cx(pill, css({ bg: 'bronze.100', color: 'bronze.800', ml: '2' }))}>new page, not saved yet</span>
                </td>
                <td>{p.title ?? <span className={css({ color: 'fg.muted' })}>—</span>}</td>
                <td>
                  <span className={css({ color: 'fg.muted' })}>—</span>
                </td>
                <td>
                  <span className={css({ color: 'fg.muted' })}>checked when opened</span>
                </td>
                <td className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>{ago(p.at)}</td>
                <td className={numeric}>—</td>
                <td className={numeric}>—</td>
              </tr>
            ))}
            {pages.map((p) => (
              <tr key={p.file} data-page={p.file}>
                <td>
                  <a className={link} href={pageHref(p.file)} onClick={open(pageHref(p.file))}>
                    {p.route ?? 'not-found page'}
                  </a>
                  {readDraft(p.file) ? (
                    <span className={cx(pill, css({ bg: 'bronze.100', color: 'bronze.800', ml: '2' }))}>unsaved changes</span>
                  ) : null}
                </td>
                <td>{p.title ?? <span className={css({ color: 'fg.muted' })}>—</span>}</td>
                <td>
                  {p.draft ? (
                    <span className={cx(pill, css({ bg: 'stone.200' }))}>draft</span>
                  ) : (
                    <span className={css({ color: 'fg.muted' })}>published</span>
                  )}
                </td>
                <td>
                  {p.issues ? (
                    <span className={cx(pill, css({ bg: '#fdecea', color: 'danger' }))} title={p.firstIssue ?? ''}>
                      {countOf(p.issues, 'problem')}
                    </span>
                  ) : (
                    <span className={cx(pill, css({ bg: 'green.50', color: 'green.800' }))}>valid</span>
                  )}
                  {p.translations.map((t) =>
                    t.fallback ? (
                      <span key={t.locale} data-fallback={t.locale} className={cx(pill, css({ bg: 'stone.200', ml: '1' }))}>
                        in English in {t.language}
                      </span>
                    ) : t.missing ? (
                      <span
                        key={t.locale}
                        data-missing={t.locale}
                        className={cx(pill, css({ bg: 'bronze.100', color: 'bronze.800', ml: '1' }))}
                      >
                        {t.missing} missing in {t.language}
                      </span>
                    ) : null,
                  )}
                </td>
                <td className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>{ago(p.changed)}</td>
                <td className={numeric}>{p.route === null ? '—' : (earned.get(p.route)?.views ?? 0).toLocaleString()}</td>
                <td className={numeric}>{p.route === null ? '—' : (earned.get(p.route)?.leads ?? 0).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {figures.data?.unavailable ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '-3' })}>
          Views and leads could not be read: {figures.data.unavailable}
        </p>
      ) : null}
      {project.data?.launch.length ? <BeforeLaunch items={project.data.launch} collections={project.data.collections} /> : null}
      <section aria-labelledby="collections-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="collections-title" className={css({ fontSize: 'xl', fontWeight: '600', fontFamily: 'heading' })}>
          Data shared by pages
        </h2>
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
            gap: '3',
            listStyle: 'none',
            p: '0',
            m: '0',
          })}
        >
          {(project.data?.collections ?? []).map((c) => (
            <li
              key={c.name}
              className={css({
                bg: 'bg.surface',
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'lg',
                p: '4',
                display: 'flex',
                flexDirection: 'column',
                gap: '1',
              })}
            >
              <a className={link} href={dataHref(c.name)} onClick={open(dataHref(c.name))}>
                {c.name}
              </a>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                {c.file}
                {c.records !== null ? ` · ${countOf(c.records, 'record')}` : ''}
                {c.issues ? ` · ${countOf(c.issues, 'problem')}` : ''}
              </span>
              <p className={s.help}>{c.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <NewPage routes={(project.data?.pages ?? []).flatMap((p) => (p.route ? [p.route] : []))} open={creating} onOpenChange={setCreating} />
    </main>
  )
}

/**
 * What to replace before launch (`npm run validate -- --launch`, schemas/launch.ts): each sample or placeholder with a
 * link to the page or the data file that holds it, folded under its count.
 */
function BeforeLaunch({ items, collections }: { items: LaunchItem[]; collections: Project['collections'] }) {
  const hrefOf = (file: string) => {
    if (file.startsWith('pages/')) return pageHref(file)
    const collection = collections.find((c) => c.file === file)
    return collection ? dataHref(collection.name) : undefined
  }
  return (
    <section aria-labelledby="launch-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="launch-title" className={css({ fontSize: 'xl', fontWeight: '600', fontFamily: 'heading' })}>
        Before launch
      </h2>
      <details className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4' })}>
        <summary className={css({ cursor: 'pointer', fontWeight: '600' })}>
          {items.length === 1 ? '1 sample or placeholder' : `${items.length} samples and placeholders`} still on the site: replace each
          before it goes live
        </summary>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', mt: '3', fontSize: 'sm', listStyle: 'none', p: '0' })}>
          {items.map((item) => {
            const href = hrefOf(item.file)
            const place = `${item.file}${item.path ? ` › ${item.path}` : ''}`
            return (
              <li key={`${place}|${item.message}`} data-launch-item>
                {href ? (
                  <a
                    className={link}
                    href={href}
                    onClick={(e) => {
                      e.preventDefault()
                      navigate(href)
                    }}
                  >
                    {place}
                  </a>
                ) : (
                  <code>{place}</code>
                )}
                : {item.message}
              </li>
            )
          })}
        </ul>
      </details>
    </section>
  )
}
