import { deflateSync } from 'node:zlib';
import type { PdfImage } from './png-image';
import { FIRST_CHAR, LAST_CHAR, toWinAnsi, type TrueTypeFont } from './true-type-font';

/**
 * A minimal PDF 1.7 writer: what a picture book needs and nothing more — pages of one size, TrueType fonts
 * embedded whole (FontFile2, WinAnsi widths), images (FlateDecode, PNG predictors, SMask), compressed
 * content streams, a classic cross-reference table. pdf-lib with fontkit does all this and far more, at
 * several times the Lambda bundle's budget.
 */

/** A5 in points (148 × 210 mm). */
export const A5 = { width: 419.53, height: 595.28 } as const;

export interface PdfFontRef {
  readonly resource: string;
  readonly font: TrueTypeFont;
}

export interface PdfImageRef {
  readonly resource: string;
  readonly width: number;
  readonly height: number;
}

const encoder = new TextEncoder();

/** A number as PDF writes it: at most 2 decimals, no exponent. */
export const num = (value: number): string => (Math.round(value * 100) / 100).toString();

/** A text as a PDF hex string of WinAnsi codes (no escaping to get wrong). */
export const hexText = (text: string | readonly number[]): string =>
  `<${(typeof text === 'string' ? toWinAnsi(text) : text).map((code) => code.toString(16).padStart(2, '0')).join('')}>`;

/** A text string of the document's metadata (/Info): UTF-16BE with its byte order mark, so any French reads right. */
function infoText(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++) hex += text.charCodeAt(index).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

export class PdfDocument {
  private readonly objects: (Uint8Array | undefined)[] = [];
  private readonly pageIds: number[] = [];
  private readonly fontIds = new Map<string, number>();
  private readonly imageIds = new Map<string, number>();
  private readonly catalogId: number;
  private readonly pagesId: number;

  constructor(private readonly info: { title: string; lang?: string }) {
    this.catalogId = this.reserve();
    this.pagesId = this.reserve();
  }

  private reserve(): number {
    this.objects.push(undefined);
    return this.objects.length;
  }

  private set(id: number, body: string | Uint8Array): void {
    this.objects[id - 1] = typeof body === 'string' ? encoder.encode(body) : body;
  }

  private add(body: string | Uint8Array): number {
    const id = this.reserve();
    this.set(id, body);
    return id;
  }

  private addStream(dictionary: string, data: Uint8Array): number {
    const head = encoder.encode(`<< ${dictionary} /Length ${data.length} >>\nstream\n`);
    return this.add(Buffer.concat([head, data, encoder.encode('\nendstream')]));
  }

  addFont(font: TrueTypeFont): PdfFontRef {
    const file = this.addStream(`/Filter /FlateDecode /Length1 ${font.bytes.length}`, deflateSync(font.bytes));
    const descriptor = this.add(
      `<< /Type /FontDescriptor /FontName /${font.name} /Flags 32 /FontBBox [${font.bbox.join(' ')}] /ItalicAngle ${num(font.italicAngle)}` +
        ` /Ascent ${font.ascent} /Descent ${font.descent} /CapHeight ${font.capHeight} /StemV 80 /FontFile2 ${file} 0 R >>`,
    );
    const id = this.add(
      `<< /Type /Font /Subtype /TrueType /BaseFont /${font.name} /FirstChar ${FIRST_CHAR} /LastChar ${LAST_CHAR}` +
        ` /Widths [${font.widths.join(' ')}] /Encoding /WinAnsiEncoding /FontDescriptor ${descriptor} 0 R >>`,
    );
    const resource = `F${this.fontIds.size + 1}`;
    this.fontIds.set(resource, id);
    return { resource, font };
  }

  addImage(image: PdfImage): PdfImageRef {
    const common = `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /Filter /FlateDecode`;
    const smask = image.alpha ? this.addStream(`${common} /ColorSpace /DeviceGray /BitsPerComponent 8`, image.alpha) : undefined;
    const colorSpace =
      typeof image.colorSpace === 'string'
        ? `/${image.colorSpace}`
        : `[/Indexed /DeviceRGB ${image.colorSpace.palette.length / 3 - 1} <${Buffer.from(image.colorSpace.palette).toString('hex')}>]`;
    const parms = image.predictor
      ? ` /DecodeParms << /Predictor 15 /Colors ${image.predictor.colors} /BitsPerComponent ${image.bitsPerComponent} /Columns ${image.predictor.columns} >>`
      : '';
    const id = this.addStream(`${common} /ColorSpace ${colorSpace} /BitsPerComponent ${image.bitsPerComponent}${parms}${smask ? ` /SMask ${smask} 0 R` : ''}`, image.data);
    const resource = `Im${this.imageIds.size + 1}`;
    this.imageIds.set(resource, id);
    return { resource, width: image.width, height: image.height };
  }

  /** A page of `size` drawn by `content` (PDF operators); every font and image of the document is in its resources. */
  addPage(content: string, size: { width: number; height: number } = A5): void {
    const contents = this.addStream('/Filter /FlateDecode', deflateSync(encoder.encode(content)));
    const fonts = [...this.fontIds].map(([name, id]) => `/${name} ${id} 0 R`).join(' ');
    const images = [...this.imageIds].map(([name, id]) => `/${name} ${id} 0 R`).join(' ');
    this.pageIds.push(
      this.add(
        `<< /Type /Page /Parent ${this.pagesId} 0 R /MediaBox [0 0 ${num(size.width)} ${num(size.height)}]` +
          ` /Resources << /Font << ${fonts} >> /XObject << ${images} >> >> /Contents ${contents} 0 R >>`,
      ),
    );
  }

  toBytes(): Uint8Array {
    this.set(this.catalogId, `<< /Type /Catalog /Pages ${this.pagesId} 0 R${this.info.lang ? ` /Lang (${this.info.lang})` : ''} >>`);
    this.set(this.pagesId, `<< /Type /Pages /Kids [${this.pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pageIds.length} >>`);
    const infoId = this.add(`<< /Title ${infoText(this.info.title)} /Producer (Contes Magiques) >>`);
    // The binary comment tells transfer tools the file is binary.
    const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
    const chunks: Uint8Array[] = [header];
    let offset = header.length;
    const offsets: number[] = [];
    this.objects.forEach((body, index) => {
      if (!body) throw new Error(`PDF object ${index + 1} was reserved but never written`);
      offsets.push(offset);
      const head = encoder.encode(`${index + 1} 0 obj\n`);
      const tail = encoder.encode('\nendobj\n');
      chunks.push(head, body, tail);
      offset += head.length + body.length + tail.length;
    });
    const xref = [`xref\n0 ${this.objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((at) => `${at.toString().padStart(10, '0')} 00000 n \n`)].join('');
    chunks.push(encoder.encode(`${xref}trailer\n<< /Size ${this.objects.length + 1} /Root ${this.catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
    return Buffer.concat(chunks);
  }
}
