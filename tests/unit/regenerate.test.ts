import { describe, expect, it } from 'vitest'
import { oneRunAtATime, type What } from '../../app/builder/regenerate'

/** A stand-in for the child process that writes the generated files: each run ends when the test says so. */
function runs() {
  const started: What[] = []
  const endings: (() => void)[] = []
  let active = 0
  let most = 0
  const run = (what: What) =>
    new Promise<void>((end) => {
      started.push(what)
      most = Math.max(most, ++active)
      endings.push(() => {
        active--
        end()
      })
    })
  const endNext = async () => {
    endings.shift()?.()
    await new Promise((r) => setTimeout(r, 0))
  }
  return { run, started, endNext, most: () => most }
}

describe('the generated files are written one run at a time', () => {
  it('starts at once when nothing runs', async () => {
    const r = runs()
    const regenerate = oneRunAtATime(r.run)
    const done = regenerate('completions')
    await new Promise((res) => setTimeout(res, 0))
    expect(r.started).toEqual(['completions'])
    await r.endNext()
    await done
  })

  it('serves every request made during a run with one run after it, a full one if any asked for it', async () => {
    const r = runs()
    const regenerate = oneRunAtATime(r.run)
    const first = regenerate('completions')
    await new Promise((res) => setTimeout(res, 0))
    const settled: string[] = []
    const during = [regenerate('completions'), regenerate('all'), regenerate('completions')]
    for (const [i, p] of during.entries()) void p.then(() => settled.push(`request ${i}`))
    expect(r.started).toEqual(['completions'])
    await r.endNext()
    await first
    expect(r.started).toEqual(['completions', 'all'])
    expect(settled).toEqual([])
    await r.endNext()
    await Promise.all(during)
    expect(settled).toEqual(['request 0', 'request 1', 'request 2'])
    expect(r.most()).toBe(1)
  })

  it('a request made after the waiting run has started gets a run of its own, after it', async () => {
    const r = runs()
    const regenerate = oneRunAtATime(r.run)
    void regenerate('all')
    await new Promise((res) => setTimeout(res, 0))
    void regenerate('completions')
    await r.endNext()
    const late = regenerate('all')
    expect(r.started).toEqual(['all', 'completions'])
    await r.endNext()
    expect(r.started).toEqual(['all', 'completions', 'all'])
    await r.endNext()
    await late
    expect(r.most()).toBe(1)
  })

  it('a run that fails does not stop the next', async () => {
    let calls = 0
    const regenerate = oneRunAtATime(async () => {
      calls++
      if (calls === 1) throw new Error('the child could not start')
    })
    await regenerate('all')
    await regenerate('completions')
    expect(calls).toBe(2)
  })
})
