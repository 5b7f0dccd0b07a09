import type { FastifyBaseLogger } from 'fastify'

/**
 * A logger for the command-line tools that open the store without a server (`npm run desk:user`, `npm run studio`):
 * what the store reports (a rescue copy merged, a pool error), warnings and errors, on stderr; nothing else.
 */
export function stderrLogger(): FastifyBaseLogger {
  const write = (level: string) => (obj: unknown, msg?: string) =>
    process.stderr.write(`${level}: ${typeof obj === 'string' ? obj : `${msg ?? ''} ${JSON.stringify(obj)}`}\n`)
  const quiet = () => {}
  const log = {
    level: 'warn',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
  }
  return { ...log, child: () => log } as unknown as FastifyBaseLogger
}
