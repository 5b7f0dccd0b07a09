/**
 * The owner's desk in the browser (its own Vite entry, built to /desk/: no page of the site imports it). Shows the
 * sign-in until `GET /api/accounts/session` names a user, then the inbox, a lead and the figures.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles.css'
import { queryClient } from './api'
import { Desk } from './Desk'
import { text } from './text'

document.title = text.title
createRoot(document.getElementById('desk')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Desk />
    </QueryClientProvider>
  </StrictMode>,
)
