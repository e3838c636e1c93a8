import sharp from 'sharp';

const SIZE = 480;

export interface ArtSpec {
  title: string;
  hue: number;
  /** Which figure sits on the gradient; varies the look of the demo cards. */
  shape: 'circle' | 'diamond' | 'rings' | 'bars';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function figure(shape: ArtSpec['shape'], hue: number): string {
  const fill = `hsl(${(hue + 180) % 360},80%,65%)`;
  const half = SIZE / 2;
  switch (shape) {
    case 'circle':
      return `<circle cx="${half}" cy="${half - 30}" r="120" fill="${fill}" opacity="0.85"/>`;
    case 'diamond':
      return `<rect x="${half - 90}" y="${half - 120}" width="180" height="180" fill="${fill}" transform="rotate(45 ${half} ${half - 30})"/>`;
    case 'rings':
      return [150, 110, 70]
        .map(
          (r) =>
            `<circle cx="${half}" cy="${half - 30}" r="${r}" fill="none" stroke="${fill}" stroke-width="14"/>`,
        )
        .join('');
    case 'bars':
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${70 + i * 70}" y="${120 + (i % 3) * 30}" width="44" height="${200 - (i % 3) * 30}" rx="10" fill="${fill}"/>`,
        )
        .join('');
  }
}

/** A PNG of a few hundred pixels: a diagonal gradient, a figure and the item's title, made with sharp. */
export async function demoArt(spec: ArtSpec): Promise<Buffer> {
  const from = `hsl(${spec.hue},70%,45%)`;
  const to = `hsl(${(spec.hue + 60) % 360},75%,25%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${figure(spec.shape, spec.hue)}
<text x="50%" y="${SIZE - 50}" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="bold" fill="#fff">${escapeXml(spec.title)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** A wide gradient banner with a few soft circles, for a profile cover (the cover upload keeps 1600 px). */
export async function demoCover(hue: number): Promise<Buffer> {
  const fill = `hsl(${(hue + 180) % 360},80%,65%)`;
  const circles = [200, 700, 1250]
    .map(
      (x, i) => `<circle cx="${x}" cy="${120 + i * 80}" r="${90 + i * 30}" fill="${fill}" opacity="0.35"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},65%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},70%,50%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
