// Prints the text of the PDF read from stdin, as pdf.js (through pdf-parse) extracts it.
// A process of its own: pdf.js loads its worker as an ES module, which Jest's VM cannot.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const { text } = await parser.getText();
await parser.destroy();
process.stdout.write(text);
