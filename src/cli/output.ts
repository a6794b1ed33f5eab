// `--json` prints exactly one JSON document on stdout; otherwise a readable text. Logs go to stderr.
export function print(json: boolean, data: unknown, text: string) {
  process.stdout.write(json ? `${JSON.stringify(data, null, 2)}\n` : `${text}\n`);
}
