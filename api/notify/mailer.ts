/** Sends lead e-mails over SMTP with nodemailer. */
import nodemailer from 'nodemailer'
import type { Lead } from '../store/types'
import { leadEmail } from './email'

export interface Mailer {
  sendLead(lead: Lead): Promise<void>
  close(): void
}

export interface SmtpMailerOptions {
  smtpUrl: string
  to: string
  from: string
}

export function createSmtpMailer({ smtpUrl, to, from }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Fail fast so a hung server cannot stall the outbox loop for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    async sendLead(lead) {
      const { subject, text, html } = leadEmail(lead)
      await transport.sendMail({ from, to, replyTo: lead.email, subject, text, html })
    },
    close() {
      transport.close()
    },
  }
}
