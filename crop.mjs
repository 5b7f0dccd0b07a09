import sharp from 'sharp'
const [src, out, top, height, width = 1440, scale = 0.5] = process.argv.slice(2)
const meta = await sharp(src).metadata()
const h = Math.min(Number(height), meta.height - Number(top))
await sharp(src)
  .extract({ left: 0, top: Number(top), width: Math.min(Number(width), meta.width), height: h })
  .resize(Math.round(Math.min(Number(width), meta.width) * Number(scale)))
  .toFile(out)
console.log(meta.width, meta.height)
