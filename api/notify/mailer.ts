/**
 * Sends lead e-mails over SMTP with nodemailer: the owner's alert (to NOTIFY_TO, Reply-To the homeowner), the
 * homeowner's acknowledgement (to the lead's address, Reply-To the business's public address when data/site.json has
 * one) and the spam digest, all from NOTIFY_FROM.
 */
import nodemailer from 'nodemailer'
import type { QuoteOptions } from '../../schemas/quote'
import type { LeadMail } from '../../schemas/lead-mail'
import type { Lead } from '../store/types'
import { acknowledgementEmail, digestEmail, leadEmail } from './email'

export interface Mailer {
  sendLead(lead: Lead): Promise<void>
  /** The homeowner's acknowledgement of a real lead (api/notify/email.ts acknowledgementEmail). */
  sendAcknowledgement(lead: Lead): Promise<void>
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
  /** The business and the acknowledgement's words (schemas/lead-mail.ts). */
  mail: LeadMail
  /** What the owner's e-mail says of a lead in another language, by its code (data/desk.json `customerLanguage`). */
  customerLanguage?: Readonly<Record<string, string>>
}

/**
 * The idempotency key of one message: a Message-ID made of the lead's id and the message's kind, the same on every
 * attempt. Delivery is at least once (a worker killed between the SMTP server's acceptance and the row's commit sends
 * again); a resend carries the same Message-ID, which mail systems and clients use to keep one copy.
 */
export function messageIdFor(leadId: string, kind: 'owner' | 'ack', from: string): string {
  const domain = /@([^@\s>]+)>?$/.exec(from)?.[1] ?? 'localhost'
  return `<lead-${leadId}.${kind}@${domain}>`
}

export function createSmtpMailer({ smtpUrl, to, from, options, mail, customerLanguage }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Fail fast so a hung server cannot stall the outbox loop for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    async sendLead(lead) {
      const { subject, text, html } = leadEmail(lead, options, customerLanguage)
      await transport.sendMail({ from, to, replyTo: lead.email, subject, text, html, messageId: messageIdFor(lead.id, 'owner', from) })
    },
    async sendAcknowledgement(lead) {
      const { language, ...content } = acknowledgementEmail(lead, mail)
      await transport.sendMail({
        from,
        to: lead.email,
        messageId: messageIdFor(lead.id, 'ack', from),
        ...(mail.business.email ? { replyTo: mail.business.email } : {}),
        ...(language ? { headers: { 'content-language': language } } : {}),
        ...content,
      })
    },
    async sendDigest(items, total, since, until) {
      await transport.sendMail({ from, to, ...digestEmail(items, total, since, until) })
    },
    close() {
      transport.close()
    },
  }
}
