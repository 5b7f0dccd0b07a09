import { describe, expect, it } from 'vitest'
import { analyticsHeadTags } from '../../app/render/head'

describe('analytics tags', () => {
  it('load the tag-manager script with the site id, and configure it, only when an id is set', () => {
    const tags = analyticsHeadTags('G-TEST12345')
    expect(tags[0]).toMatchObject({ src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345', async: true })
    expect(tags[1].children).toContain(`gtag('config',"G-TEST12345"`)
    expect(analyticsHeadTags(undefined)).toEqual([])
  })
})
