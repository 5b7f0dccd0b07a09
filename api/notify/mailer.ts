/** Sends lead e-mails over SMTP with nodemailer. */
import nodemailer from 'nodemailer'
import type { QuoteOptions } from '../../schemas/quote'
import type { Lead } from '../store/types'
import { digestEmail, leadEmail } from './email'

export interface Mailer {
  sendLead(lead: Lead): Promise<void>
  /** The digest of spam held over a period (api/notify/digest.ts). */
  sendDigest(items: Lead[], total: number, since: number, until: number): Promise<void>
  close(): void
}

export interface SmtpMailerOptions {
  smtpUrl: string
  to: string
  from: string
  /** The quote form's lists: the e-mail names a lead's location and service by their labels. */
  options: QuoteOptions
}

export function createSmtpMailer({ smtpUrl, to, from, options }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Fail fast so a hung server cannot stall the outbox loop for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    async sendLead(lead) {
      const { subject, text, html } = leadEmail(lead, options)
      await transport.sendMail({ from, to, replyTo: lead.email, subject, text, html })
    },
    async sendDigest(items, total, since, until) {
      await transport.sendMail({ from, to, ...digestEmail(items, total, since, until) })
    },
    close() {
      transport.close()
    },
  }
}
