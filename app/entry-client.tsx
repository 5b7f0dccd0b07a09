import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import './styles.css'

// The HTML was prerendered; the router's hydrate hook loads this page's section chunks before React hydrates.
// Without the router's bootstrap data (an inline script a proxy or policy stripped), the page stays as the
// complete static HTML it already is, rather than failing to hydrate.
if ((window as { $_TSR?: unknown }).$_TSR) hydrateRoot(document, <RouterClient router={createAppRouter()} />)
else console.warn('Router bootstrap data missing: the page stays static.')
