/**
 * A command's options, read by node:util's parseArgs from the options it declares: an
 * unknown or incomplete one stops the command with parseArgs' one-line message (exit 2)
 * rather than a stack trace.
 */
import { parseArgs } from 'node:util';

export function commandOptions(config) {
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
