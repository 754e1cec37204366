/**
 * The command-line convention of every script: `--help` or `-h` (before a `--`, after which the arguments are
 * another command's) prints the script's usage, which starts with a line `Usage: …`, and exits 0 before the script
 * does anything else.
 */

/**
 * Prints `usage` and exits 0 when the arguments ask for help.
 * @param {string} usage the script's usage: a first line `Usage: …`, then what it does, its options, its env vars
 * @param {readonly string[]} [args] the script's arguments (default: process.argv after the script)
 */
export function answerHelp(usage, args = process.argv.slice(2)) {
  const own = args.includes("--") ? args.slice(0, args.indexOf("--")) : args;
  if (own.includes("--help") || own.includes("-h")) {
    console.log(usage.trim());
    process.exit(0);
  }
}

/** The end of the usage of a benchmark that starts the local stack: its options and its environment. */
export const BENCH_OPTIONS_HELP = `Options:
  --skip-build   use the functions and web builds already there
  -h, --help     this text

Environment: as \`npm start\` (FIRESTORE_EMULATOR, STACK_VERBOSE).
`;
