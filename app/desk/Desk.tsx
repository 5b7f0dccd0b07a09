/**
 * The desk's screens: the sign-in, then a frame (the desk's name, Inbox, Figures, sign-out) around the inbox, a lead or
 * the figures. Phone first: one column at 390 px, the inbox and a lead side by side in width. Words: `text` (text.ts).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { formatPrice } from '../../sections/_shared/format'
import {
  DESK_API,
  type DESK_FILTER_LISTS,
  DESK_PASSWORD_MIN,
  DESK_ROLES,
  DESK_SPAM_VIEWS,
  DESK_STAGES,
  type DeskFilterOptions,
  type DeskUser,
} from '../../schemas/desk'
import * as Dialog from '../../ui/dialog'
import * as Menu from '../../ui/menu'
import {
  api,
  DeskError,
  SESSION_KEY,
  type InboxItem,
  type InboxPage,
  type LeadDetail,
  loadSession,
  query,
  type Stats,
  signIn,
  signOut,
} from './api'
import { hrefOf, navigate, onLinkClick, useRoute } from './router'
import { fill, label, text } from './text'

const styles = {
  page: css({ minH: '100dvh', bg: 'bg.canvas', color: 'fg.default' }),
  header: css({
    position: 'sticky',
    top: '0',
    zIndex: '10',
    bg: 'bg.inverse',
    color: 'fg.inverse',
    px: { base: '4', md: '8' },
    py: '3',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    justifyContent: 'space-between',
  }),
  brand: css({ fontFamily: 'heading', fontSize: '1.25rem', fontWeight: '600' }),
  nav: css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' }),
  navLink: css({
    px: '3',
    py: '2',
    minH: '11',
    display: 'inline-flex',
    alignItems: 'center',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: '600',
    color: 'fg.inverseMuted',
    _hover: { color: 'fg.inverse' },
    '&[aria-current=page]': { color: 'fg.inverse', bg: 'stone.800' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  navButton: css({
    px: '3',
    minH: '11',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: '600',
    color: 'fg.inverseMuted',
    bg: 'transparent',
    cursor: 'pointer',
    _hover: { color: 'fg.inverse', bg: 'stone.800' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
  }),
  main: css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '5', md: '8' }, _focus: { outline: 'none' } }),
  h1: css({ fontFamily: 'heading', fontSize: { base: '1.75rem', md: '2.25rem' }, lineHeight: '1.15', mb: '4' }),
  h2: css({ fontFamily: 'heading', fontSize: '1.25rem', mb: '3' }),
  card: css({
    bg: 'bg.surface',
    border: '1px solid',
    borderColor: 'border.default',
    rounded: 'lg',
    boxShadow: 'soft',
    p: { base: '4', md: '6' },
  }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  field: css({ display: 'grid', gap: '1.5', fontSize: 'sm', fontWeight: '600' }),
  input: css({
    h: '11',
    px: '3',
    w: 'full',
    bg: 'bg.surface',
    border: '1px solid',
    borderColor: 'border.strong',
    rounded: 'md',
    fontSize: '1rem',
    fontWeight: '400',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  }),
  textarea: css({
    p: '3',
    w: 'full',
    minH: '24',
    bg: 'bg.surface',
    border: '1px solid',
    borderColor: 'border.strong',
    rounded: 'md',
    fontSize: '1rem',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  }),
  error: css({ color: 'danger', fontSize: 'sm', fontWeight: '600' }),
  badge: css({
    display: 'inline-flex',
    alignItems: 'center',
    px: '2',
    py: '0.5',
    rounded: 'full',
    fontSize: '0.75rem',
    fontWeight: '700',
    letterSpacing: '0.02em',
    bg: 'bg.subtle',
    color: 'fg.default',
    border: '1px solid',
    borderColor: 'border.default',
  }),
  warn: css({ bg: 'bronze.50', color: 'bronze.800', borderColor: 'bronze.300' }),
  urgent: css({ bg: 'danger', color: 'white', borderColor: 'danger' }),
}

const stageBadge: Record<string, string> = {
  new: css({ bg: 'bronze.100', color: 'bronze.800', borderColor: 'bronze.300' }),
  contacted: css({ bg: 'stone.100', color: 'stone.800' }),
  quote_sent: css({ bg: 'stone.200', color: 'stone.900' }),
  won: css({ bg: 'success', color: 'white', borderColor: 'success' }),
  lost: css({ bg: 'stone.700', color: 'white', borderColor: 'stone.700' }),
}

const money = (cents: number) => formatPrice(Math.round(cents) / 100)

function ago(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000))
  if (minutes < 1) return text.ago.now
  if (minutes < 60) return fill(text.ago.minutes, { n: minutes })
  if (minutes < 48 * 60) return fill(text.ago.hours, { n: Math.floor(minutes / 60) })
  return fill(text.ago.days, { n: Math.floor(minutes / 1440) })
}

const duration = (ms: number) => {
  const minutes = Math.round(ms / 60_000)
  return minutes < 120 ? fill(text.duration.minutes, { n: minutes }) : fill(text.duration.hours, { n: (minutes / 60).toFixed(1) })
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function Desk() {
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: loadSession, staleTime: 60_000 })
  if (session.isPending) return <p className={styles.main}>{text.loading}</p>
  if (session.isError) return <Failure error={session.error} retry={() => session.refetch()} />
  if (!session.data) return <SignIn />
  return <Frame user={session.data.user} />
}

function Failure({ error, retry }: { error: Error; retry?: () => void }) {
  return (
    <div role="alert" className={css({ display: 'grid', gap: '3', justifyItems: 'start', py: '4' })}>
      <p className={styles.error}>{fill(text.error, { error: error.message })}</p>
      {retry ? (
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={retry}>
          {text.retry}
        </button>
      ) : null}
    </div>
  )
}

/** A labelled, required text field of the desk's forms; `describedBy` names the message that explains it. */
function Field({ label, describedBy, ...input }: { label: string; describedBy?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} required className={styles.input} aria-describedby={describedBy} {...input} />
    </div>
  )
}

function SignIn() {
  const client = useQueryClient()
  const [problem, setProblem] = useState('')
  const errorId = useId()
  const mutation = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(email, password),
    onSuccess: (session) => client.setQueryData(SESSION_KEY, session),
    onError: (error) => {
      if (error instanceof DeskError && error.status === 429)
        setProblem(fill(text.signIn.throttled, { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) }))
      else if (error instanceof DeskError && error.status === 401) setProblem(text.signIn.wrong)
      else if (error instanceof DeskError && error.status < 500) setProblem(error.message)
      else setProblem(text.signIn.failed)
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setProblem('')
    mutation.mutate({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') })
  }
  return (
    <main className={css({ minH: '100dvh', display: 'grid', placeItems: 'center', px: '4', py: '10', bg: 'bg.subtle' })}>
      <div className={cx(styles.card, css({ w: 'full', maxW: '26rem' }))}>
        <p className={css({ textStyle: 'eyebrow', color: 'accent.text', mb: '2' })}>{text.title}</p>
        <h1 className={styles.h1}>{text.signIn.title}</h1>
        <p className={cx(styles.muted, css({ mb: '6' }))}>{text.signIn.intro}</p>
        <form onSubmit={submit} className={css({ display: 'grid', gap: '4' })} noValidate={false}>
          <Field label={text.signIn.email} name="email" type="email" autoComplete="username" describedBy={problem ? errorId : undefined} />
          <Field
            label={text.signIn.password}
            name="password"
            type="password"
            autoComplete="current-password"
            describedBy={problem ? errorId : undefined}
          />
          <p id={errorId} role="alert" className={styles.error}>
            {problem}
          </p>
          <button type="submit" className={button({ size: 'lg' })} disabled={mutation.isPending}>
            {mutation.isPending ? text.signIn.busy : text.signIn.submit}
          </button>
        </form>
      </div>
    </main>
  )
}

function Frame({ user }: { user: DeskUser }) {
  const route = useRoute()
  const client = useQueryClient()
  const mainRef = useRef<HTMLElement>(null)
  const screenKey = `${route.screen}:${route.id ?? ''}`
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes
  useEffect(() => {
    // A new screen: focus goes to its content, so a screen reader starts there.
    if (first.current) {
      first.current = false
      return
    }
    mainRef.current?.focus()
  }, [screenKey])
  const out = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      // Signed out: nothing of the desk stays in memory, and the sign-in shows.
      client.setQueryData(SESSION_KEY, null)
      client.removeQueries({ predicate: (q) => q.queryKey[1] !== SESSION_KEY[1] })
    },
  })
  return (
    <div className={styles.page}>
      <a
        href="#desk-main"
        className={css({ srOnly: true, _focus: { srOnly: false, position: 'absolute', p: '2', bg: 'bg.surface', zIndex: '20' } })}
      >
        {text.skip}
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>{text.title}</span>
        <nav aria-label={text.nav.label} className={styles.nav}>
          <a
            href={hrefOf.inbox()}
            onClick={onLinkClick}
            className={styles.navLink}
            aria-current={route.screen === 'inbox' || route.screen === 'lead' ? 'page' : undefined}
          >
            {text.nav.inbox}
          </a>
          <a
            href={hrefOf.figures()}
            onClick={onLinkClick}
            className={styles.navLink}
            aria-current={route.screen === 'figures' ? 'page' : undefined}
          >
            {text.nav.figures}
          </a>
          {user.role === 'owner' ? (
            <a
              href={hrefOf.users()}
              onClick={onLinkClick}
              className={styles.navLink}
              aria-current={route.screen === 'users' ? 'page' : undefined}
            >
              {text.nav.users}
            </a>
          ) : null}
          <Menu.Root positioning={{ placement: 'bottom-end', gutter: 6 }} onSelect={({ value }) => out.mutate(value === 'everywhere')}>
            <Menu.Trigger className={styles.navButton}>{text.nav.account}</Menu.Trigger>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{fill(text.nav.signedInAs, { email: user.email })}</Menu.ItemGroupLabel>
                  <Menu.Item value="here">{text.nav.signOut}</Menu.Item>
                  <Menu.Item value="everywhere">{text.nav.signOutEverywhere}</Menu.Item>
                </Menu.ItemGroup>
              </Menu.Content>
            </Menu.Positioner>
          </Menu.Root>
        </nav>
      </header>
      <main id="desk-main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {route.screen === 'lead' && route.id ? (
          <LeadScreen id={route.id} user={user} />
        ) : route.screen === 'figures' ? (
          <FiguresScreen />
        ) : route.screen === 'users' && user.role === 'owner' ? (
          <UsersScreen user={user} />
        ) : (
          <>
            {user.role === 'owner' ? <DeadLetters /> : null}
            <InboxScreen search={route.search} />
          </>
        )}
      </main>
    </div>
  )
}

type DeadLetter = { leadId: string; kind: 'owner' | 'ack'; attempts: number; lastError: string | null; name: string; receivedAt: string }

/**
 * For the owner, above the inbox and only when there are some: the e-mails the outbox gave up on after about a day of
 * retries (the owner's alert of a lead, or the homeowner's acknowledgement). Each lead is in the inbox all along; this
 * says whom to reach another way.
 */
function DeadLetters() {
  const letters = useQuery({
    queryKey: ['desk', 'dead-letters'],
    queryFn: () => api.get<{ items: DeadLetter[] }>(DESK_API.deadLetters),
    staleTime: 60_000,
  })
  const items = letters.data?.items ?? []
  if (items.length === 0) return null
  return (
    <section aria-labelledby="dead-letters" className={cx(styles.card, css({ mb: '6', borderColor: 'bronze.300', bg: 'bronze.50' }))}>
      <h2 id="dead-letters" className={styles.h2}>
        {items.length === 1 ? text.deadLetters.titleOne : fill(text.deadLetters.title, { count: items.length })}
      </h2>
      <p className={styles.muted}>{text.deadLetters.intro}</p>
      <ul className={css({ display: 'grid', gap: '2', mt: '3' })}>
        {items.map((letter) => (
          <li key={`${letter.leadId}-${letter.kind}`} className={css({ display: 'grid', gap: '0.5' })}>
            <a href={hrefOf.lead(letter.leadId)} onClick={onLinkClick} className={css({ fontWeight: '700', textDecoration: 'underline' })}>
              {letter.name}
            </a>
            <span className={styles.muted}>
              {[
                label(text.deadLetters.kinds, letter.kind),
                fill(text.deadLetters.attempts, { count: letter.attempts }),
                ago(letter.receivedAt),
              ].join(' · ')}
            </span>
            {letter.lastError ? (
              <span className={cx(styles.muted, css({ fontSize: '0.8125rem' }))}>
                {fill(text.deadLetters.lastError, { error: letter.lastError })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

const FILTERS = ['stage', 'spam', 'town', 'service', 'form', 'campaign', 'page', 'q'] as const
type Listed = (typeof DESK_FILTER_LISTS)[number]

function InboxScreen({ search }: { search: URLSearchParams }) {
  const filters = Object.fromEntries(FILTERS.map((k) => [k, search.get(k) ?? undefined])) as Record<
    (typeof FILTERS)[number],
    string | undefined
  >
  const qs = query(filters)
  const inbox = useInfiniteQuery({
    queryKey: ['desk', 'inbox', qs],
    queryFn: ({ pageParam }) => api.get<InboxPage>(`${DESK_API.leads}${query({ ...filters, before: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
  const active = FILTERS.filter((k) => k !== 'q' && filters[k]).length
  // Every value the store holds for each filter (in this spam view), not only those of the leads loaded.
  const options = useQuery({
    queryKey: ['desk', 'filters', filters.spam ?? ''],
    queryFn: () => api.get<DeskFilterOptions>(`${DESK_API.filters}${query({ spam: filters.spam })}`),
    staleTime: 60_000,
  })
  // Filters open on a wide screen; on a phone they fold away so the leads come first.
  const [wide] = useState(() => window.matchMedia('(min-width: 768px)').matches)
  const items = inbox.data?.pages.flatMap((p) => p.items) ?? []
  // Urgent leads first (when the API marks them), otherwise the API's order: newest first.
  const ordered = [...items.filter((i) => i.urgent), ...items.filter((i) => !i.urgent)]
  const total = inbox.data?.pages[0]?.total ?? null
  /** A filter's values: the store's, and the one chosen (kept in the address) even when the store has it no more. */
  const offered = (key: Listed, name: (value: string) => string = (value) => value): [string, string][] => {
    const list: [string, string][] = (options.data?.[key] ?? []).map((o) => [o.value, key === 'form' ? name(o.value) : o.label])
    const chosen = filters[key]
    return chosen && !list.some(([value]) => value === chosen) ? [...list, [chosen, name(chosen)]] : list
  }
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search)
    if (value) next.set(key, value)
    else next.delete(key)
    const s = next.toString()
    navigate(hrefOf.inbox(s ? `?${s}` : ''), true)
  }
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    set('q', String(new FormData(event.currentTarget).get('q') ?? '').trim())
  }
  const select = (key: Exclude<(typeof FILTERS)[number], 'q'>, values: [string, string][], title: string) => (
    <label className={styles.field}>
      {title}
      <select className={styles.input} value={filters[key] ?? ''} onChange={(e) => set(key, e.target.value)}>
        <option value="">{text.inbox.any}</option>
        {values.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' })}>
        <h1 className={styles.h1}>{text.inbox.title}</h1>
        <p className={styles.muted} aria-live="polite">
          {total === null ? '' : total === 1 ? text.inbox.totalOne : fill(text.inbox.total, { count: total })}
        </p>
      </div>
      <search>
        <form onSubmit={onSearch} className={css({ display: 'flex', gap: '2', mb: '3' })}>
          <input
            key={filters.q ?? ''}
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            aria-label={text.inbox.search}
            placeholder={text.inbox.search}
            className={styles.input}
          />
          <button type="submit" className={button({ variant: 'secondary' })}>
            {text.inbox.searchButton}
          </button>
        </form>
      </search>
      <details open={wide || active > 0} className={css({ mb: '3' })}>
        <summary
          className={css({
            cursor: 'pointer',
            fontWeight: '600',
            fontSize: 'sm',
            py: '2.5',
            display: 'list-item',
          })}
        >
          {active ? fill(text.inbox.filtersActive, { count: active }) : text.inbox.filters}
        </summary>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)', xl: 'repeat(7, 1fr)' },
            gap: '3',
            pt: '2',
          })}
        >
          {select(
            'stage',
            DESK_STAGES.map((s) => [s, label(text.stages, s)]),
            text.inbox.stage,
          )}
          {select(
            'spam',
            DESK_SPAM_VIEWS.filter((s) => s !== 'leads').map((s) => [s, label(text.spamViews, s)]),
            text.inbox.spam,
          )}
          {select('town', offered('town'), text.inbox.town)}
          {select('service', offered('service'), text.inbox.service)}
          {select(
            'form',
            offered('form', (value) => label(text.forms, value)),
            text.inbox.form,
          )}
          {select('campaign', offered('campaign'), text.inbox.campaign)}
          {select('page', offered('page'), text.inbox.page)}
        </div>
      </details>
      <p className={css({ mb: '4' })}>
        <a className={cx(button({ variant: 'ghost', size: 'sm' }), css({ px: '0' }))} href={`${DESK_API.leadsCsv}${qs}`} download>
          {text.inbox.export}
        </a>
      </p>
      {inbox.isPending ? (
        <p className={styles.muted}>{text.loading}</p>
      ) : inbox.isError ? (
        <Failure error={inbox.error} retry={() => inbox.refetch()} />
      ) : ordered.length === 0 ? (
        <p className={styles.muted}>{text.inbox.empty}</p>
      ) : (
        <ul aria-label={text.inbox.list} className={css({ display: 'grid', gap: '3' })}>
          {ordered.map((item) => (
            <InboxRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {inbox.hasNextPage ? (
        <button
          type="button"
          className={cx(button({ variant: 'secondary' }), css({ mt: '4', w: 'full' }))}
          onClick={() => inbox.fetchNextPage()}
          disabled={inbox.isFetchingNextPage}
        >
          {inbox.isFetchingNextPage ? text.loading : text.inbox.more}
        </button>
      ) : null}
    </>
  )
}

function InboxRow({ item }: { item: InboxItem }) {
  const source = [item.source ?? text.inbox.direct, item.medium, item.campaign].filter(Boolean).join(' · ')
  return (
    <li>
      <a
        href={hrefOf.lead(item.id)}
        onClick={onLinkClick}
        data-lead={item.id}
        className={cx(
          styles.card,
          css({
            display: 'grid',
            gap: '1.5',
            p: { base: '4', md: '5' },
            transition: 'border-color {durations.fast}',
            _hover: { borderColor: 'border.strong' },
            _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
          }),
        )}
      >
        <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          {item.urgent ? <span className={cx(styles.badge, styles.urgent)}>{text.inbox.urgent}</span> : null}
          <span className={cx(styles.badge, stageBadge[item.stage])}>{label(text.stages, item.stage)}</span>
          {item.waitingOverHour ? <span className={cx(styles.badge, styles.warn)}>{text.inbox.waiting}</span> : null}
          {item.status !== 'ok' ? <span className={styles.badge}>{label(text.spamViews, item.status)}</span> : null}
          <span className={cx(styles.muted, css({ ml: 'auto' }))}>{ago(item.receivedAt)}</span>
        </span>
        <span className={css({ fontWeight: '700', fontSize: '1.0625rem' })}>{item.name}</span>
        <span className={styles.muted}>
          {[item.town ?? item.labels?.location ?? item.location, item.labels?.service ?? item.service].filter(Boolean).join(' · ')}
        </span>
        <span className={cx(styles.muted, css({ fontSize: '0.8125rem' }))}>{[item.page, source].filter(Boolean).join(' — ')}</span>
      </a>
    </li>
  )
}

/** Fields shown in their own places, not in the list of every other field. */
const OWN = new Set([
  'id',
  'reference',
  'stage',
  'stageAt',
  'status',
  'spamScore',
  'spamReasons',
  'spamExample',
  'notes',
  'history',
  'attribution',
])
const OWN_MORE = new Set(['wonCents', 'lostReason', 'firstContactAt', 'timeToFirstContactMs', 'waitingOverHour', 'receivedAt'])

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' },
        gap: { base: '0.5', sm: '2' },
        columnGap: '4',
      })}
    >
      {rows.map(([k, v]) => (
        <div key={k} className={css({ display: 'contents' })}>
          <dt className={css({ color: 'fg.muted', fontSize: 'sm', mt: { base: '2', sm: '0' } })}>{label(text.fieldNames, k)}</dt>
          <dd className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{v}</dd>
        </div>
      ))}
    </dl>
  )
}

function LeadScreen({ id, user }: { id: string; user: DeskUser }) {
  const client = useQueryClient()
  const key = ['desk', 'lead', id]
  const lead = useQuery({ queryKey: key, queryFn: () => api.get<LeadDetail>(`${DESK_API.leads}/${encodeURIComponent(id)}`) })
  const [asking, setAsking] = useState<'won' | 'lost' | null>(null)
  const [problem, setProblem] = useState('')
  const done = (data?: LeadDetail) => {
    setProblem('')
    if (data) client.setQueryData(key, data)
    else void client.invalidateQueries({ queryKey: key })
    void client.invalidateQueries({ queryKey: ['desk', 'inbox'] })
    void client.invalidateQueries({ queryKey: ['desk', 'stats'] })
  }
  const failed = (error: Error) => setProblem(fill(text.lead.failed, { error: error.message }))
  const stage = useMutation({
    mutationFn: (body: { stage: string; amountCents?: number; reason?: string }) =>
      api.send<LeadDetail>('PATCH', `${DESK_API.leads}/${id}/stage`, body),
    onSuccess: (data) => {
      setAsking(null)
      done(data)
    },
    onError: failed,
  })
  const note = useMutation({
    mutationFn: (body: { text: string }) => api.send('POST', `${DESK_API.leads}/${id}/notes`, body),
    onSuccess: () => done(),
    onError: failed,
  })
  const spam = useMutation({
    mutationFn: (body: { spam: boolean }) => api.send('POST', `${DESK_API.leads}/${id}/spam`, body),
    onSuccess: () => done(),
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: () => api.send('DELETE', `${DESK_API.leads}/${id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['desk', 'inbox'] })
      navigate(hrefOf.inbox())
    },
    onError: failed,
  })
  if (lead.isPending) return <p className={styles.muted}>{text.loading}</p>
  if (lead.isError)
    return lead.error instanceof DeskError && lead.error.status === 404 ? (
      <p>{text.lead.notFound}</p>
    ) : (
      <Failure error={lead.error} retry={() => lead.refetch()} />
    )
  const l = lead.data
  const owner = user.role === 'owner'
  const name = `${l.firstName} ${l.lastName}`.trim()
  const phone = l.phone.replace(/[^\d+]/g, '')
  const subject = fill(text.lead.replySubject, { reference: l.reference })
  const body = fill(text.lead.replyBody, { name: l.firstName })
  const mailto = `mailto:${encodeURIComponent(l.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
  const shown = l.labels as Record<string, string> | undefined
  const fields = Object.entries(l)
    .filter(([k, v]) => !OWN.has(k) && !OWN_MORE.has(k) && typeof v === 'string' && v !== '')
    .map(([k, v]) => [k, shown?.[k] ?? v]) as [string, string][]
  const a = l.attribution ?? {}
  const touch = (t?: Record<string, string | undefined>) =>
    t
      ? Object.entries(t)
          .filter(([, v]) => v)
          .map(([k, v]) => `${label(text.fieldNames, k)}: ${v}`)
          .join('\n')
      : ''
  const attribution = (
    [
      ['page', a.page],
      ['section', a.section],
      ['last', touch(a.last)],
      ['first', touch(a.first)],
      ['device', a.device],
      ['lang', a.lang],
    ] as [string, string | undefined][]
  ).filter(([, v]) => v) as [string, string][]
  const onStage = (s: string) => {
    if (s === 'won' || s === 'lost') setAsking(s)
    else stage.mutate({ stage: s })
  }
  const onAsk = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('value') ?? '').trim()
    if (asking === 'won') stage.mutate({ stage: 'won', amountCents: Math.round(Number(value.replace(/[$,\s]/g, '')) * 100) })
    else stage.mutate({ stage: 'lost', reason: value })
  }
  const onNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const value = String(new FormData(form).get('note') ?? '').trim()
    if (value) note.mutate({ text: value }, { onSuccess: () => form.reset() })
  }
  const section = css({ display: 'grid', gap: '3' })
  return (
    <article className={css({ display: 'grid', gap: '5' })}>
      <a href={hrefOf.inbox()} onClick={onLinkClick} className={cx(styles.muted, css({ textDecoration: 'underline' }))}>
        {text.lead.back}
      </a>
      <div>
        <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '2' })}>
          <span className={cx(styles.badge, stageBadge[l.stage])}>{label(text.stages, l.stage)}</span>
          {l.waitingOverHour ? <span className={cx(styles.badge, styles.warn)}>{text.inbox.waiting}</span> : null}
          {l.status !== 'ok' ? <span className={styles.badge}>{label(text.spamViews, l.status)}</span> : null}
          {l.wonCents ? <span className={cx(styles.badge, stageBadge.won)}>{money(l.wonCents)}</span> : null}
        </p>
        <h1 className={cx(styles.h1, css({ mb: '1' }))}>{name}</h1>
        <p className={styles.muted}>
          {l.reference} · {when(l.receivedAt)} · {ago(l.receivedAt)}
        </p>
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2' })}>
        <a className={button({ size: 'lg' })} href={`tel:${phone}`}>
          {text.lead.call}
        </a>
        <a className={button({ variant: 'secondary', size: 'lg' })} href={`sms:${phone}`}>
          {text.lead.text}
        </a>
        <a className={button({ variant: 'secondary', size: 'lg' })} href={mailto}>
          {text.lead.email}
        </a>
      </div>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, alignItems: 'start' })}>
        {/* On a phone: the stage, the request, then notes and the rest; in width the request and its source on the left. */}
        <div className={css({ display: 'grid', gap: '5', lg: { gridColumn: '2', gridRow: '1' } })}>
          {owner ? (
            <section aria-labelledby="lead-stage" className={cx(styles.card, section)}>
              <h2 id="lead-stage" className={styles.h2}>
                {text.lead.stage}
              </h2>
              <fieldset
                aria-labelledby="lead-stage"
                className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', border: 'none', p: '0', m: '0' })}
              >
                {DESK_STAGES.map((s) => (
                  <button
                    key={s}
                    type="button"
                    aria-pressed={l.stage === s}
                    disabled={stage.isPending}
                    className={button({ variant: l.stage === s ? 'primary' : 'secondary', size: 'sm' })}
                    onClick={() => onStage(s)}
                  >
                    {label(text.stages, s)}
                  </button>
                ))}
              </fieldset>
              {asking ? (
                <form onSubmit={onAsk} className={css({ display: 'grid', gap: '2' })}>
                  <label className={styles.field}>
                    {asking === 'won' ? text.lead.wonAmount : text.lead.lostReason}
                    <input
                      // biome-ignore lint/a11y/noAutofocus: the field the owner just asked for
                      autoFocus
                      name="value"
                      required
                      className={styles.input}
                      inputMode={asking === 'won' ? 'decimal' : 'text'}
                      pattern={asking === 'won' ? '\\$?\\s*[0-9][0-9,]*(\\.[0-9]{1,2})?' : undefined}
                    />
                  </label>
                  <div className={css({ display: 'flex', gap: '2' })}>
                    <button type="submit" className={button({ size: 'sm' })} disabled={stage.isPending}>
                      {text.lead.save}
                    </button>
                    <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setAsking(null)}>
                      {text.lead.cancel}
                    </button>
                  </div>
                </form>
              ) : null}
              {l.lostReason ? <p className={styles.muted}>{l.lostReason}</p> : null}
              {typeof l.timeToFirstContactMs === 'number' ? (
                <p className={styles.muted}>{fill(text.lead.firstContact, { after: duration(l.timeToFirstContactMs) })}</p>
              ) : null}
            </section>
          ) : null}
        </div>
        <div className={css({ display: 'grid', gap: '5', lg: { gridColumn: '1', gridRow: '1 / span 2' } })}>
          <section aria-labelledby="lead-fields" className={cx(styles.card, section)}>
            <h2 id="lead-fields" className={styles.h2}>
              {text.lead.fields}
            </h2>
            <Pairs rows={fields} />
            {l.spamReasons.length ? <p className={styles.muted}>{fill(text.lead.reasons, { reasons: l.spamReasons.join(', ') })}</p> : null}
          </section>
          <section aria-labelledby="lead-source" className={cx(styles.card, section)}>
            <h2 id="lead-source" className={styles.h2}>
              {text.lead.attribution}
            </h2>
            <Pairs rows={attribution} />
          </section>
        </div>
        <div className={css({ display: 'grid', gap: '5', lg: { gridColumn: '2', gridRow: '2' } })}>
          <section aria-labelledby="lead-notes" className={cx(styles.card, section)}>
            <h2 id="lead-notes" className={styles.h2}>
              {text.lead.notes}
            </h2>
            {l.notes.length ? (
              <ul className={css({ display: 'grid', gap: '3' })}>
                {l.notes.map((n) => (
                  <li key={n.id} className={css({ borderLeft: '3px solid', borderColor: 'accent.muted', pl: '3' })}>
                    <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{n.text}</p>
                    <p className={styles.muted}>
                      {fill(text.lead.by, { who: n.userEmail })} · {when(n.at)}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{text.lead.noNotes}</p>
            )}
            <form onSubmit={onNote} className={css({ display: 'grid', gap: '2' })}>
              <label className={styles.field}>
                {text.lead.note}
                <textarea name="note" required maxLength={5000} className={styles.textarea} />
              </label>
              <button
                type="submit"
                className={cx(button({ variant: 'secondary', size: 'sm' }), css({ justifySelf: 'start' }))}
                disabled={note.isPending}
              >
                {text.lead.addNote}
              </button>
            </form>
          </section>
          <section aria-labelledby="lead-history" className={cx(styles.card, section)}>
            <h2 id="lead-history" className={styles.h2}>
              {text.lead.history}
            </h2>
            {l.history.length ? (
              <ol className={css({ display: 'grid', gap: '2' })}>
                {l.history.map((h) => (
                  <li key={`${h.at}-${h.kind}-${h.to}`} className={css({ fontSize: 'sm' })}>
                    {fill(text.lead.change, {
                      from: label(h.kind === 'spam' ? text.spamViews : text.stages, h.from ?? ''),
                      to: label(h.kind === 'spam' ? text.spamViews : text.stages, h.to ?? ''),
                    })}
                    {h.amountCents ? ` · ${money(h.amountCents)}` : ''}
                    {h.reason ? ` · ${h.reason}` : ''}
                    <span className={styles.muted}> · {when(h.at)}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.muted}>{text.lead.noHistory}</p>
            )}
          </section>
          {owner ? (
            <section aria-labelledby="lead-spam" className={cx(styles.card, section)}>
              <h2 id="lead-spam" className={styles.h2}>
                {text.lead.spamTitle}
              </h2>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => spam.mutate({ spam: false })}>
                  {text.lead.notSpam}
                </button>
                <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => spam.mutate({ spam: true })}>
                  {text.lead.markSpam}
                </button>
                <Dialog.Root>
                  <Dialog.Trigger className={button({ variant: 'emergency', size: 'sm' })}>{text.lead.delete}</Dialog.Trigger>
                  <Dialog.Frame title={text.lead.confirmDelete}>
                    <div className={css({ display: 'flex', gap: '2', pt: '2' })}>
                      <button type="button" className={button({ variant: 'emergency', size: 'sm' })} onClick={() => remove.mutate()}>
                        {text.lead.delete}
                      </button>
                      <Dialog.CloseTrigger className={button({ variant: 'secondary', size: 'sm' })}>{text.lead.cancel}</Dialog.CloseTrigger>
                    </div>
                  </Dialog.Frame>
                </Dialog.Root>
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  )
}

function FiguresScreen() {
  const stats = useQuery({ queryKey: ['desk', 'stats'], queryFn: () => api.get<Stats>(DESK_API.stats) })
  if (stats.isPending) return <p className={styles.muted}>{text.loading}</p>
  if (stats.isError) return <Failure error={stats.error} retry={() => stats.refetch()} />
  const { revenue, firstContact, stages } = stats.data
  const table = (id: string, title: string, head: string, rows: [string, number, number][]) => (
    <section aria-labelledby={id} className={cx(styles.card, css({ overflowX: 'auto' }))}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      {rows.length ? (
        <table
          className={css({
            w: 'full',
            borderCollapse: 'collapse',
            fontSize: 'sm',
            '& th, & td': { py: '2', pr: '3', textAlign: 'left', borderBottom: '1px solid', borderColor: 'border.default' },
          })}
        >
          <thead>
            <tr>
              <th scope="col">{head}</th>
              <th scope="col">{text.figures.won}</th>
              <th scope="col">{text.figures.amount}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([k, n, cents]) => (
              <tr key={k}>
                <th scope="row" className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}>
                  {k}
                </th>
                <td>{n}</td>
                <td>{money(cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>{text.figures.none}</p>
      )}
    </section>
  )
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <div>
        <h1 className={styles.h1}>{text.figures.title}</h1>
        <p className={css({ fontFamily: 'heading', fontSize: '1.5rem' })}>
          {fill(text.figures.total, { amount: money(revenue.totalCents) })}
        </p>
      </div>
      <section aria-labelledby="fig-stages" className={styles.card}>
        <h2 id="fig-stages" className={styles.h2}>
          {text.figures.stages}
        </h2>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {DESK_STAGES.map((s) => (
            <li key={s} className={cx(styles.badge, stageBadge[s])}>
              {label(text.stages, s)}: {stages[s] ?? 0}
            </li>
          ))}
        </ul>
      </section>
      <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })}>
        {table(
          'fig-page',
          text.figures.byPage,
          text.inbox.page,
          revenue.byPage.map((r) => [r.page ?? '—', r.won, r.wonCents]),
        )}
        {table(
          'fig-campaign',
          text.figures.byCampaign,
          text.inbox.campaign,
          revenue.byCampaign.map((r) => [
            [r.source ?? text.inbox.direct, r.medium, r.campaign].filter(Boolean).join(' · '),
            r.won,
            r.wonCents,
          ]),
        )}
        {table(
          'fig-month',
          text.figures.byMonth,
          text.figures.month,
          revenue.byMonth.map((r) => [r.month, r.won, r.wonCents]),
        )}
        <section aria-labelledby="fig-contact" className={styles.card}>
          <h2 id="fig-contact" className={styles.h2}>
            {text.figures.firstContact}
          </h2>
          {firstContact.weeks.length ? (
            <ul className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
              {firstContact.weeks.map((w) => (
                <li key={w.week}>
                  {fill(w.leads === 1 ? text.figures.weekLineOne : text.figures.weekLine, {
                    week: w.week,
                    median: duration(w.medianMs),
                    count: w.leads,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{text.figures.none}</p>
          )}
        </section>
      </div>
    </div>
  )
}

type DeskAccount = { id: string; email: string; name: string; role: string; createdAt: string }

/** The owner's users: who may sign in, a new one added with a first password, one removed (never oneself). */
function UsersScreen({ user }: { user: DeskUser }) {
  const client = useQueryClient()
  const key = ['desk', 'users']
  const users = useQuery({ queryKey: key, queryFn: () => api.get<{ items: DeskAccount[] }>(DESK_API.users) })
  const [said, setSaid] = useState('')
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null)
  const problemId = useId()
  const failed = (error: Error) => {
    const fields = error instanceof DeskError ? error.fieldErrors : undefined
    const [field, message] = Object.entries(fields ?? {})[0] ?? []
    setProblem({ field, message: message ?? error.message })
  }
  const add = useMutation({
    mutationFn: (body: { email: string; password: string; role: string }) => api.send<{ user: DeskAccount }>('POST', DESK_API.users, body),
    onSuccess: ({ user: added }) => {
      setProblem(null)
      setSaid(fill(text.users.added, { email: added.email }))
      void client.invalidateQueries({ queryKey: key })
    },
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: (account: DeskAccount) => api.send('DELETE', `${DESK_API.users}/${encodeURIComponent(account.id)}`),
    onSuccess: (_, account) => {
      setProblem(null)
      setSaid(fill(text.users.removed, { email: account.email }))
      void client.invalidateQueries({ queryKey: key })
    },
    onError: failed,
  })
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    setSaid('')
    add.mutate(
      { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? ''), role: String(data.get('role') ?? '') },
      { onSuccess: () => form.reset() },
    )
  }
  const described = (field: string) => (problem && (problem.field ?? 'email') === field ? problemId : undefined)
  return (
    <div className={css({ display: 'grid', gap: '5', maxW: '48rem' })}>
      <div>
        <h1 className={styles.h1}>{text.users.title}</h1>
        <p className={styles.muted}>{text.users.intro}</p>
      </div>
      <p role="status" className={css({ fontWeight: '600', _empty: { display: 'none' } })}>
        {said}
      </p>
      <section aria-labelledby="users-list" className={styles.card}>
        <h2 id="users-list" className={styles.h2}>
          {text.users.list}
        </h2>
        {users.isPending ? (
          <p className={styles.muted}>{text.loading}</p>
        ) : users.isError ? (
          <Failure error={users.error} retry={() => users.refetch()} />
        ) : (
          <ul aria-labelledby="users-list" className={css({ display: 'grid', gap: '3' })}>
            {users.data.items.map((account) => (
              <li
                key={account.id}
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: '3',
                  justifyContent: 'space-between',
                  borderBottom: '1px solid',
                  borderColor: 'border.default',
                  pb: '3',
                })}
              >
                <span className={css({ display: 'grid', gap: '0.5', minW: '0' })}>
                  <span className={css({ fontWeight: '700', overflowWrap: 'anywhere' })}>
                    {account.email}
                    {account.id === user.id ? <span className={styles.muted}> ({text.users.you})</span> : null}
                  </span>
                  <span className={styles.muted}>
                    {label(text.users.roles, account.role)} · {fill(text.users.since, { date: when(account.createdAt) })}
                  </span>
                </span>
                {account.id === user.id ? null : (
                  <Dialog.Root>
                    <Dialog.Trigger
                      className={button({ variant: 'secondary', size: 'sm' })}
                      aria-label={`${text.users.remove} ${account.email}`}
                    >
                      {text.users.remove}
                    </Dialog.Trigger>
                    <Dialog.Frame title={fill(text.users.confirmRemove, { email: account.email })}>
                      <div className={css({ display: 'flex', gap: '2', pt: '2' })}>
                        <Dialog.CloseTrigger
                          className={button({ variant: 'emergency', size: 'sm' })}
                          onClick={() => remove.mutate(account)}
                        >
                          {text.users.remove}
                        </Dialog.CloseTrigger>
                        <Dialog.CloseTrigger className={button({ variant: 'secondary', size: 'sm' })}>
                          {text.users.cancel}
                        </Dialog.CloseTrigger>
                      </div>
                    </Dialog.Frame>
                  </Dialog.Root>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="users-add" className={styles.card}>
        <h2 id="users-add" className={styles.h2}>
          {text.users.add}
        </h2>
        <form onSubmit={onAdd} className={css({ display: 'grid', gap: '4' })}>
          <Field label={text.users.email} name="email" type="email" autoComplete="off" describedBy={described('email')} />
          <div className={css({ display: 'grid', gap: '1.5' })}>
            <Field
              label={text.users.password}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={DESK_PASSWORD_MIN}
              describedBy={described('password') ?? `${problemId}-hint`}
            />
            <p id={`${problemId}-hint`} className={styles.muted}>
              {fill(text.users.passwordHint, { min: DESK_PASSWORD_MIN })}
            </p>
          </div>
          <label className={styles.field}>
            {text.users.role}
            <select name="role" defaultValue="marketer" className={styles.input}>
              {[...DESK_ROLES].reverse().map((role) => (
                <option key={role} value={role}>
                  {label(text.users.roles, role)}
                </option>
              ))}
            </select>
          </label>
          <p id={problemId} role="alert" className={styles.error}>
            {problem?.message ?? ''}
          </p>
          <button type="submit" className={cx(button(), css({ justifySelf: 'start' }))} disabled={add.isPending}>
            {add.isPending ? text.users.busy : text.users.submit}
          </button>
        </form>
      </section>
    </div>
  )
}
