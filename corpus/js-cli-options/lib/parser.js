'use strict';

class CommanderError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

// Splits argv into option values and operands, commander-style.
function parseArgs(options, args) {
  const opts = {};
  const operands = [];
  for (const option of options) {
    if (option.negate) opts[option.attributeName()] = true;
    else if (option.defaultValue !== undefined) opts[option.attributeName()] = option.defaultValue;
  }
  for (let i = 0; i < args.length; i++) {
    let arg = args[i];
    if (arg === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    let inline;
    if (arg.startsWith('--') && arg.includes('=')) [arg, inline] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)];
    const option = options.find((o) => o.is(arg));
    if (!option) {
      if (arg.startsWith('-') && arg !== '-') throw new CommanderError('commander.unknownOption', `error: unknown option '${arg}'`);
      operands.push(arg);
      continue;
    }
    const key = option.attributeName();
    if (option.isBoolean()) {
      opts[key] = !option.negate;
    } else if (inline !== undefined) {
      opts[key] = inline;
    } else if (option.required) {
      if (i + 1 >= args.length) throw new CommanderError('commander.optionMissingArgument', `error: option '${option.flags}' argument missing`);
      opts[key] = args[++i];
    } else {
      const next = args[i + 1];
      if (next !== undefined && next.startsWith('-')) {
        opts[key] = next;
        i++;
      } else {
        opts[key] = true;
      }
    }
  }
  return { opts, operands };
}

module.exports = { parseArgs, CommanderError };
