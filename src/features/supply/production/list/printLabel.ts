/** What the printed sticker says beside its QR code (already translated and formatted). */
export interface LabelText {
  number: string;
  material: string;
  quantity: string;
  /** "Use by Tue 2 Dec", or empty. */
  useBy: string;
  batchCode: string;
  dir: 'ltr' | 'rtl';
  lang: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Prints a label with the QR code through a hidden frame: the browser's print dialog shows the
 * label alone, without the app around it, and no pop-up blocker is involved.
 */
export function printLabel(qrDataUrl: string, label: LabelText): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;inset-inline-start:-9999px';
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  if (!doc) {
    frame.remove();
    return;
  }
  const lines = [label.material, label.quantity, label.useBy, label.batchCode]
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
  doc.open();
  doc.write(`<!doctype html><html lang="${escape(label.lang)}" dir="${label.dir}"><head>
<meta charset="utf-8"><title>${escape(label.number)}</title>
<style>@page{margin:8mm}body{font-family:system-ui,sans-serif;margin:0;display:flex;gap:4mm;align-items:center}
img{width:38mm;height:38mm}h1{font-size:14pt;margin:0 0 2mm}p{font-size:10pt;margin:0 0 1mm}</style>
</head><body><img src="${qrDataUrl}" alt=""><div><h1>${escape(label.number)}</h1>${lines}</div></body></html>`);
  doc.close();
  const print = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // Printing blocks until the dialog closes in most browsers; then the frame can go.
    setTimeout(() => frame.remove(), 1000);
  };
  const img = doc.querySelector('img');
  if (img && !img.complete) img.addEventListener('load', print, { once: true });
  else print();
}
