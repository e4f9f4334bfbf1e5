/**
 * A one-page A4 PDF (PDF 1.4, the standard Helvetica fonts, no embedded data) for a trend report:
 * its title, subtitle, a band of palette swatches and the report text. Hand-written objects with
 * an exact cross-reference table, so any reader opens it; no dependency needed for one page.
 */
export interface PdfContent {
  title: string;
  subtitle: string;
  lines: string[];
  /** '#rrggbb' swatches drawn as a band under the title. */
  colours?: string[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
/** Characters per line of 11 pt Helvetica across the text column (a safe average). */
const WRAP = 92;

export function renderPdf({ title, subtitle, lines, colours = [] }: PdfContent): Buffer {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN - 28;
  ops.push(`BT /F1 28 Tf ${MARGIN} ${y} Td (${text(title)}) Tj ET`);
  y -= 26;
  ops.push(`BT /F2 14 Tf ${MARGIN} ${y} Td (${text(subtitle)}) Tj ET`);
  y -= 24;

  if (colours.length > 0) {
    const band = PAGE_WIDTH - 2 * MARGIN;
    const width = band / colours.length;
    y -= 70;
    colours.forEach((colour, index) => {
      const [r, g, b] = rgb(colour);
      ops.push(
        `${r} ${g} ${b} rg ${(MARGIN + index * width).toFixed(2)} ${y} ${width.toFixed(2)} 70 re f`,
      );
    });
    ops.push('0 0 0 rg');
    y -= 16;
    colours.forEach((colour, index) => {
      ops.push(
        `BT /F2 8 Tf ${(MARGIN + index * width).toFixed(2)} ${y} Td (${text(colour.toUpperCase())}) Tj ET`,
      );
    });
    y -= 28;
  }

  for (const paragraph of lines) {
    for (const line of wrap(paragraph, WRAP)) {
      if (y < MARGIN) break;
      ops.push(`BT /F2 11 Tf ${MARGIN} ${y} Td (${text(line)}) Tj ET`);
      y -= 15;
    }
    y -= 8;
  }

  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${text(title)}) /Subject (${text(subtitle)}) /Producer (GH reference backend) >>`,
  ];

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes, ending in space + newline.
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF string literal body: WinAnsi (Latin-1) text with \, ( and ) escaped. */
function text(value: string): string {
  return value
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

function rgb(hex: string): [string, string, string] {
  const channel = (start: number) =>
    (Number.parseInt(hex.slice(start, start + 2), 16) / 255).toFixed(3);
  return [channel(1), channel(3), channel(5)];
}

function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
