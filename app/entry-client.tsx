import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import './styles.css'

// The HTML was prerendered; the router's hydrate hook loads this page's section chunks before React hydrates.
hydrateRoot(document, <RouterClient router={createAppRouter()} />)
