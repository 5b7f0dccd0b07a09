import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { resolveFrame } from '../../app/builder/frame'
import type { ResolvedFrame } from '../../schemas/page-data'
import { loadIslands, ServerRender } from '../../app/render/island-server'
import { DraftBanner } from '../../app/render/layout/DraftBanner'
import { SiteLayout } from '../../app/render/layout/SiteLayout'
import { fill } from '../../sections/_shared/text'
import { loadProject } from '../../schemas/load'
import type { CheckedProject } from '../../schemas/validate'
import { projectRoot } from '../helpers/project-copy'

/** The frame (header, drawer, footer, chat) is a pure function of the resolved frame data it is given. */

let project: CheckedProject
beforeAll(async () => {
  project = await loadProject(projectRoot)
  await loadIslands()
})

const render = (frame: ResolvedFrame, pathname = '/') =>
  renderToString(
    <ServerRender>
      <SiteLayout frame={frame} pathname={pathname}>
        <p>page</p>
      </SiteLayout>
    </ServerRender>,
  )

/** A frame unlike the real one: another business, a new header link, a new dropdown group and footer list, new words. */
function fixtureFrame(): ResolvedFrame {
  const frame = resolveFrame(project)
  return {
    ...frame,
    business: {
      ...frame.business,
      name: 'Hudson Valley Stoneworks',
      shortName: 'Hudson Valley',
      phone: { display: '(845) 555-0199', tel: 'tel:+18455550199', digits: '18455550199' },
    },
    header: {
      ...frame.header,
      items: [...frame.header.items, { label: 'Outdoor Kitchens', href: '/outdoor-kitchens' }],
      cta: { label: 'Book a Visit', href: '/showroom-appointment' },
    },
    drawer: { ...frame.drawer, openLabel: 'Show all pages' },
    footer: {
      ...frame.footer,
      lists: [...frame.footer.lists, { title: 'Partners', items: [{ label: 'Stone Yard Co.', href: 'https://stoneyard.example' }] }],
      copyright: 'Copyright {name}, {year}.',
    },
    page: { ...frame.page, skipToContent: 'Skip the header' },
  }
}

describe('the site frame renders from the data passed in', () => {
  it('shows the business, the header entries, the header button and the footer lists it is given', () => {
    const html = render(fixtureFrame())
    expect(html).toContain('Hudson Valley')
    expect(html).toContain('(845) 555-0199')
    expect(html).toContain('href="tel:+18455550199"')
    expect(html).toMatch(/<a href="\/outdoor-kitchens"[^>]*>Outdoor Kitchens<\/a>/)
    expect(html).toMatch(/<a href="\/showroom-appointment"[^>]*>Book a Visit<\/a>/)
    expect(html).toContain('Partners')
    expect(html).toContain('Stone Yard Co.')
    expect(html).not.toContain('Westchester Stone')
    expect(html).toContain('aria-label="Show all pages"')
    expect(html).toMatch(/<a href="#main"[^>]*>Skip the header<\/a>/)
    expect(html.replaceAll('<!-- -->', '')).toMatch(
      /Copyright Hudson Valley Stoneworks, <span data-island="current-year"[^>]*><span>\d{4}<\/span><\/span>\./,
    )
  })

  it('renders the drawer in the page (a native dialog: its links and call button there before any code) and hands the dropdowns and the chat their data as island props', () => {
    const html = render(fixtureFrame())
    const props = [...html.matchAll(/data-island="([a-z-]+)" data-props="([^"]*)"/g)].map(([, name, json]) => ({
      name,
      props: JSON.parse(
        json
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
          .replace(/&#x27;/g, "'"),
      ),
    }))
    const drawer = /<dialog id="site-drawer"[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? ''
    expect(drawer).toContain('(845) 555-0199')
    expect(html).toMatch(/<button[^>]*commandfor="site-drawer"[^>]*command="show-modal"/)
    expect(props.filter((p) => p.name === 'header-menu').map((p) => p.props.item.label)).toEqual(['Services', 'Resources'])
    const chat = props.find((p) => p.name === 'chat')?.props
    expect(chat.name).toBe('Hudson Valley Stoneworks')
    expect(chat.chat.quickMessages).toEqual(resolveFrame(project).chat.quickMessages)
  })

  it('marks the current page by the rules of the specification: Home only on "/", Services on every /services page', () => {
    const frame = resolveFrame(project)
    const home = render(frame, '/')
    expect(home).toMatch(/<a href="\/" aria-current="page"/)
    const granite = render(frame, '/services/granite')
    expect(granite).not.toMatch(/<a href="\/" aria-current="page"/)
    expect(granite).toMatch(/aria-current="true" data-active=""[^>]*>Services/)
  })

  it("says over a draft page, in the frame's words, that it is unpublished and what publishes it (its flag and file as code)", () => {
    const words = resolveFrame(project).page.draft
    const html = renderToString(<DraftBanner file="pages/spring-offer.json" words={words} />)
    expect(html).toContain(`aria-label="${words.label}"`)
    expect(html).toContain('<code>&quot;draft&quot;: true</code>')
    expect(html).toContain('<code>pages/spring-offer.json</code>')
    const text = html.replace(/<[^>]*>/g, '').replaceAll('&quot;', '"')
    expect(text).toBe(`${words.label}${fill(words.note, { draft: '"draft": true', file: 'pages/spring-offer.json' })}`)
  })

  it('is what the build resolves from data/navigation.json and data/site.json', () => {
    const navigation = JSON.parse(readFileSync(join(projectRoot, 'data/navigation.json'), 'utf8'))
    const frame = resolveFrame(project)
    expect(frame.header.items.map((i) => i.label)).toEqual(navigation.header.items.map((i: { label: string }) => i.label))
    expect(frame.drawer.cta).toEqual(navigation.drawer.cta)
  })
})
